import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataDb, type MetadataDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { withAuditUser, withAuditUsers } from './audit-users.js';

const user = (username: string, first: string, last: string) => ({
  username,
  first_name: first,
  last_name: last,
  email: `${username}@example.com`,
  password_hash: 'x',
  active: 1,
});

describe('withAuditUsers', () => {
  let meta: MetadataDb;
  let ann: number;
  let bo: number;

  beforeAll(async () => {
    meta = openMetadataDb('sqlite::memory:', '/tmp');
    await migrateToLatest(meta.db);
    const rows = await meta.db
      .insertInto('users')
      .values([user('ann', 'Ann', 'Lee'), user('bo', 'Bo', 'Ek')])
      .returning('id')
      .execute();
    [ann, bo] = rows.map((r) => r.id) as [number, number];
  });
  afterAll(async () => meta?.close());

  it("adds each row's creator and last changer as Superset's nested users", async () => {
    const rows = await withAuditUsers(meta.db, [
      { id: 1, created_by_fk: ann, changed_by_fk: bo },
      { id: 2, created_by_fk: bo, changed_by_fk: bo },
    ]);
    expect(rows).toEqual([
      {
        id: 1,
        created_by_fk: ann,
        changed_by_fk: bo,
        created_by: { id: ann, first_name: 'Ann', last_name: 'Lee' },
        changed_by: { id: bo, first_name: 'Bo', last_name: 'Ek' },
      },
      {
        id: 2,
        created_by_fk: bo,
        changed_by_fk: bo,
        created_by: { id: bo, first_name: 'Bo', last_name: 'Ek' },
        changed_by: { id: bo, first_name: 'Bo', last_name: 'Ek' },
      },
    ]);
  });

  it('answers null for an unset or deleted user, and reads nothing for an empty page', async () => {
    const [row] = await withAuditUsers(meta.db, [{ created_by_fk: null, changed_by_fk: 9999 }]);
    expect(row).toMatchObject({ created_by: null, changed_by: null });
    expect(await withAuditUsers(meta.db, [])).toEqual([]);
  });

  it('does the same for one row', async () => {
    const one = await withAuditUser(meta.db, { created_by_fk: ann, changed_by_fk: null });
    expect(one.created_by).toEqual({ id: ann, first_name: 'Ann', last_name: 'Lee' });
    expect(one.changed_by).toBeNull();
  });
});
