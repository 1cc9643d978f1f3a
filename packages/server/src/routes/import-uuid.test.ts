import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExport, postImport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { SUPERSET_UUIDS, supersetDashboardFiles } from '../../test-support/superset-bundle.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * uuids as Superset's own example exports carry them: random hex with no RFC 4122 version or
 * variant nibble (Superset reads them with Python's uuid.UUID, which accepts any 128 bits).
 * One is upper case, to show the text is stored as given.
 */
const NON_RFC = {
  database: 'e8623bb9-5e00-f531-506a-19607f5f8005',
  dataset: '10b5c0d7-1a7e-0f3c-c2a1-0b2c3d4e5f60',
  chart: 'A6B3C4D5-E6F7-0818-2939-4A5B6C7D8E9F',
  dashboard: '00000000-0000-0000-0000-00000000002a',
} as const;

const bundle = (): Uint8Array => {
  const tree: Record<string, Uint8Array> = {};
  for (const [path, body] of Object.entries(supersetDashboardFiles())) {
    let text = body;
    for (const key of Object.keys(NON_RFC) as (keyof typeof NON_RFC)[]) {
      text = text.replaceAll(SUPERSET_UUIDS[key], NON_RFC[key]);
    }
    tree[`dashboard_export_20250101T000000/${path}`] = strToU8(text);
  }
  return zipSync(tree);
};

describe('importing a Superset bundle whose uuids are not RFC 4122 versioned', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    await signedInAdmin(t);
    token = await tokenFor(t, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports the dashboard, chart, dataset and database and keeps each uuid as given', async () => {
    const res = await postImport(t, token, 'dashboard', bundle(), {
      passwords: JSON.stringify({ 'databases/Warehouse.yaml': 'pw' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });

    const db = t.ctx.meta.db;
    const database = await db
      .selectFrom('databases')
      .selectAll()
      .where('uuid', '=', NON_RFC.database)
      .executeTakeFirst();
    const dataset = await db.selectFrom('datasets').selectAll().where('uuid', '=', NON_RFC.dataset).executeTakeFirst();
    const chart = await db.selectFrom('charts').selectAll().where('uuid', '=', NON_RFC.chart).executeTakeFirst();
    const dash = await db.selectFrom('dashboards').selectAll().where('uuid', '=', NON_RFC.dashboard).executeTakeFirst();
    expect(database?.database_name).toBe('Warehouse');
    expect(dataset?.database_id).toBe(database?.id);
    expect(chart?.datasource_id).toBe(dataset?.id);
    expect(dash?.dashboard_title).toBe('Sales');
    const links = await db
      .selectFrom('dashboard_charts')
      .selectAll()
      .where('dashboard_id', '=', dash?.id ?? 0)
      .execute();
    expect(links.map((l) => l.chart_id)).toEqual([chart?.id]);
    const meta = JSON.parse(dash?.json_metadata ?? '{}') as {
      native_filter_configuration: { targets: { datasetId: number }[] }[];
    };
    expect(meta.native_filter_configuration[0]?.targets[0]?.datasetId).toBe(dataset?.id);

    // Exported again, the bundle names the same uuids, character for character.
    const out = await getExport(t, token, 'dashboard', [dash?.id ?? 0]);
    expect(out.status).toBe(200);
    const text = Object.values(unzipSync(out.data))
      .map((b) => new TextDecoder().decode(b))
      .join('\n');
    for (const uuid of Object.values(NON_RFC)) expect(text).toContain(uuid);
  });

  it('still answers 400 naming the file and field for a uuid that is not 8-4-4-4-12 hex', async () => {
    const files = supersetDashboardFiles();
    const tree: Record<string, Uint8Array> = {};
    for (const [path, body] of Object.entries(files)) {
      const text = path.startsWith('charts/') ? body.replace(`uuid: ${SUPERSET_UUIDS.chart}`, 'uuid: chart-42') : body;
      tree[`dashboard_export_20250101T000000/${path}`] = strToU8(text);
    }
    const res = await postImport(t, token, 'dashboard', zipSync(tree), {
      passwords: JSON.stringify({ 'databases/Warehouse.yaml': 'pw' }),
      overwrite: 'true',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('charts/Revenue_by_region_42.yaml');
    expect(res.body.message).toContain('uuid');
  });
});
