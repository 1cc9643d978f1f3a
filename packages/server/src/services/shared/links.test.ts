import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataDb, type MetadataDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { replaceLinkRows } from './links.js';

describe('replaceLinkRows', () => {
  let meta: MetadataDb;
  let users: number[];
  let dashboards: number[];

  const ownersOf = async (dashboardId: number): Promise<number[]> =>
    (
      await meta.db
        .selectFrom('dashboard_owners')
        .select('user_id')
        .where('dashboard_id', '=', dashboardId)
        .orderBy('user_id')
        .execute()
    ).map((r) => r.user_id);

  beforeAll(async () => {
    meta = openMetadataDb('sqlite::memory:', '/tmp');
    await migrateToLatest(meta.db);
    const made = await meta.db
      .insertInto('users')
      .values(
        ['ann', 'bo', 'cy'].map((u) => ({
          username: u,
          first_name: u,
          last_name: 'x',
          email: `${u}@example.com`,
          password_hash: 'x',
        })),
      )
      .returning('id')
      .execute();
    users = made.map((r) => r.id);
    const boards = await meta.db
      .insertInto('dashboards')
      .values([
        { uuid: 'a0000000-0000-4000-8000-000000000001', dashboard_title: 'One' },
        { uuid: 'a0000000-0000-4000-8000-000000000002', dashboard_title: 'Two' },
      ])
      .returning('id')
      .execute();
    dashboards = boards.map((r) => r.id);
  });
  afterAll(async () => meta?.close());

  it("overwrites one object's links and leaves the others' alone", async () => {
    const [one = 0, two = 0] = dashboards;
    const [ann = 0, bo = 0, cy = 0] = users;
    await replaceLinkRows(meta.db, 'dashboard_owners', 'dashboard_id', one, [
      { dashboard_id: one, user_id: ann },
      { dashboard_id: one, user_id: bo },
    ]);
    await replaceLinkRows(meta.db, 'dashboard_owners', 'dashboard_id', two, [{ dashboard_id: two, user_id: ann }]);
    await replaceLinkRows(meta.db, 'dashboard_owners', 'dashboard_id', one, [{ dashboard_id: one, user_id: cy }]);
    expect(await ownersOf(one)).toEqual([cy]);
    expect(await ownersOf(two)).toEqual([ann]);
  });

  it('clears the links when given none', async () => {
    const [, two = 0] = dashboards;
    await replaceLinkRows(meta.db, 'dashboard_owners', 'dashboard_id', two, []);
    expect(await ownersOf(two)).toEqual([]);
  });
});
