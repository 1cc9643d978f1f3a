import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DATABASE_NAME, registerExamples } from '../examples/register-examples.js';
import { postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { SUPERSET_UUIDS, supersetDashboardFiles } from '../../test-support/superset-bundle.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const OTHER_UUIDS: Record<string, string> = {
  [SUPERSET_UUIDS.database]: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  [SUPERSET_UUIDS.dataset]: '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  [SUPERSET_UUIDS.chart]: '9c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
  [SUPERSET_UUIDS.dashboard]: 'ad4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
};

/** Superset's dashboard export with its database renamed `examples`, as every export of Superset's examples has. */
const examplesBundle = (uri: string, renewUuids = false, type = 'Dashboard'): Uint8Array => {
  const files = supersetDashboardFiles();
  files['metadata.yaml'] = (files['metadata.yaml'] ?? '').replace('type: Dashboard', `type: ${type}`);
  const db = files['databases/Warehouse.yaml'] ?? '';
  delete files['databases/Warehouse.yaml'];
  files['databases/examples.yaml'] = db
    .replace('database_name: Warehouse', 'database_name: examples')
    .replace(/sqlalchemy_uri: .*/, `sqlalchemy_uri: ${uri}`);
  const tree: Record<string, Uint8Array> = {};
  for (const [path, body] of Object.entries(files)) {
    let text = body;
    if (renewUuids) for (const [from, to] of Object.entries(OTHER_UUIDS)) text = text.split(from).join(to);
    tree[`dashboard_export_20241105T091244/${path}`] = strToU8(text);
  }
  return zipSync(tree);
};

describe("importing Superset's examples beside Tessera's examples database", () => {
  let t: TestApp;
  let token: string;
  let examplesId: number;

  beforeAll(async () => {
    t = await startTestApp();
    await signedInAdmin(t);
    token = await tokenFor(t, ADMIN.username, ADMIN.password);
    examplesId = await registerExamples(t.ctx.meta.db, t.ctx.config.examplesPath, []);
  });
  afterAll(() => t.close());

  const databaseOf = (uuid: string) =>
    t.ctx.meta.db.selectFrom('databases').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  const datasetOf = (uuid: string) =>
    t.ctx.meta.db.selectFrom('datasets').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

  it('imports a database of the same name and another connection under a new name, bound by uuid', async () => {
    const zip = examplesBundle('postgresql://superset:XXXXXXXXXX@db:5432/examples');
    const passwords = JSON.stringify({ 'databases/examples.yaml': 'pw' });
    const res = await postImport(t, token, 'dashboard', zip, { passwords });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'OK',
      warnings: [
        "Database 'examples' was imported as 'examples (imported)': a database with the same name and another connection already exists",
      ],
    });
    const imported = await databaseOf(SUPERSET_UUIDS.database);
    expect(imported).toMatchObject({ database_name: 'examples (imported)', engine: 'postgresql' });
    expect((await datasetOf(SUPERSET_UUIDS.dataset)).database_id).toBe(imported?.id);
    const local = await t.ctx.meta.db
      .selectFrom('databases')
      .select(['id', 'engine'])
      .where('database_name', '=', EXAMPLES_DATABASE_NAME)
      .executeTakeFirstOrThrow();
    expect(local).toEqual({ id: examplesId, engine: 'duckdb' });

    // Importing it again as assets (which always overwrites) updates the renamed database
    // instead of failing on the name.
    const assets = examplesBundle('postgresql://superset:XXXXXXXXXX@db:5432/examples', false, 'assets');
    const again = await postImport(t, token, 'assets', assets, { passwords });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      message: 'OK',
      warnings: [
        "Database 'examples' keeps its name here, 'examples (imported)': another database is named 'examples'",
      ],
    });
    expect(await databaseOf(SUPERSET_UUIDS.database)).toMatchObject({
      id: imported?.id,
      database_name: 'examples (imported)',
    });
  });

  it('binds a database of the same name and connection to the existing one', async () => {
    const before = await t.ctx.meta.db.selectFrom('databases').select('id').execute();
    const res = await postImport(t, token, 'dashboard', examplesBundle(`duckdb:///${t.ctx.config.examplesPath}`, true));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'OK',
      warnings: [
        "Database 'examples' has the same connection as the existing database of that name: the imported objects use the existing one",
      ],
    });
    expect(await databaseOf(OTHER_UUIDS[SUPERSET_UUIDS.database] ?? '')).toBeUndefined();
    expect(await t.ctx.meta.db.selectFrom('databases').select('id').execute()).toHaveLength(before.length);
    expect((await datasetOf(OTHER_UUIDS[SUPERSET_UUIDS.dataset] ?? '')).database_id).toBe(examplesId);
  });
});
