import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { databasePassword } from '../engines/connection-manager.js';
import {
  getAssetsExport,
  getExport,
  insertDashboardRow,
  insertSavedQuery,
  postImport,
  rowCounts,
  tokenFor,
  startBundleApps,
} from '../../test-support/bundle-fixtures.js';
import { contentSnapshot } from '../../test-support/bundle-snapshot.js';
import { postChart, type ChartApp } from '../../test-support/chart-fixtures.js';
import { registerDatabase } from '../../test-support/dataset-fixtures.js';
import { signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { supersetZip } from '../../test-support/superset-bundle.js';
import type { TestApp } from '../../test-support/test-app.js';

const ROOT = /^assets_export_\d{8}T\d{6}\//;
const PASSWORDS = JSON.stringify({ 'databases/warehouse.yaml': 's3cret' });
const FOLDERS = { databases: 'databases', datasets: 'datasets', charts: 'charts', dashboards: 'dashboards' } as const;

/** A bundle's files by path relative to its root folder. */
const filesOf = (zip: Uint8Array): Map<string, string> =>
  new Map(Object.entries(unzipSync(zip)).map(([name, data]) => [name.replace(/^[^/]+\//, ''), strFromU8(data)]));

/** The uuids of each kind of object in a bundle, keyed like contentSnapshot. */
const uuidsOf = (files: Map<string, string>): Record<string, string[]> => {
  const out: Record<string, string[]> = { databases: [], datasets: [], charts: [], dashboards: [], saved_queries: [] };
  for (const [path, body] of files) {
    const folder = path.split('/')[0] ?? '';
    const kind = folder === 'queries' ? 'saved_queries' : FOLDERS[folder as keyof typeof FOLDERS];
    if (kind) out[kind]?.push((parse(body) as { uuid: string }).uuid);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
};

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: assets export and import',
  (store, available) => {
    let a: ChartApp;
    let b: TestApp;
    let tokenA: string;
    let tokenB: string;
    const ids = { warehouse: 0, c1: 0, c2: 0, dash: 0, query: 0 };

    beforeAll(async () => {
      if (!available) return;
      ({ a, b, tokenA, tokenB } = await startBundleApps(store));
      await signedInUser(a.t, 'alma', ['Alpha']);
      ids.warehouse = await registerDatabase(
        a.admin,
        'warehouse',
        'postgresql://analyst:s3cret@db.example.com:5432/sales',
      );
      ids.c1 = await postChart(a.admin, {
        slice_name: 'Flights table',
        datasource_id: a.flightsId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', datasource: `${a.flightsId}__table`, metrics: ['count'] }),
      });
      ids.c2 = await postChart(a.admin, {
        slice_name: 'Cars pie',
        viz_type: 'pie',
        datasource_id: a.carsId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'pie', metric: 'count', groupby: ['id'] }),
      });
      ids.dash = await insertDashboardRow(
        a.t.ctx.meta.db,
        'Flights overview',
        {
          ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
          GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [`CHART-${ids.c1}`] },
          [`CHART-${ids.c1}`]: { type: 'CHART', id: `CHART-${ids.c1}`, children: [], meta: { chartId: ids.c1 } },
        },
        { native_filter_configuration: [{ id: 'NATIVE_FILTER-1', targets: [{ datasetId: a.flightsId }] }] },
        [ids.c1],
      );
      // Cars pie is on no dashboard and the warehouse backs no dataset: only the assets export brings them along.
      ids.query = await insertSavedQuery(a.t.ctx.meta.db, ids.warehouse, a.adminId, 'Top sales');
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it.runIf(available)('exports every database, dataset, chart, dashboard and saved query as one bundle', async () => {
      const res = await getAssetsExport(a.t, tokenA);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=assets_export_\d{8}T\d{6}\.zip$/);
      expect(Object.keys(unzipSync(res.data)).every((n) => ROOT.test(n))).toBe(true);

      const files = filesOf(res.data);
      expect(parse(files.get('metadata.yaml') ?? '')).toMatchObject({ version: '1.0.0', type: 'assets' });
      const everything = await contentSnapshot(a.t.ctx.meta.db);
      const expected = Object.fromEntries(
        Object.entries(everything).map(([kind, byUuid]) => [kind, Object.keys(byUuid as object).sort()]),
      );
      expect(uuidsOf(files)).toEqual(expected);
      expect(expected.charts).toHaveLength(2);
      expect(expected.databases).toHaveLength(2);

      // Each object's file is the one its own resource export writes, byte for byte.
      for (const [resource, id] of [
        ['dashboard', ids.dash],
        ['chart', ids.c2],
        ['saved_query', ids.query],
      ] as const) {
        const own = filesOf((await getExport(a.t, tokenA, resource, [id])).data);
        own.delete('metadata.yaml');
        expect(own.size).toBeGreaterThan(1);
        for (const [path, body] of own) expect(files.get(path), path).toBe(body);
      }
    });

    it.runIf(available)(
      'imports into an empty instance identically after the password prompt, and a second import overwrites',
      async () => {
        const zip = (await getAssetsExport(a.t, tokenA)).data;
        const empty = await rowCounts(b.ctx.meta.db);
        const prompt = await postImport(b, tokenB, 'assets', zip);
        expect(prompt.status).toBe(422);
        expect(prompt.body.message).toBe(
          'Error importing assets: databases/warehouse.yaml: Must provide a password for the database',
        );
        expect(prompt.body.errors?.[0]?.extra).toHaveProperty(['databases/warehouse.yaml']);
        expect(await rowCounts(b.ctx.meta.db)).toEqual(empty);

        const ok = await postImport(b, tokenB, 'assets', zip, { passwords: PASSWORDS, ssh_tunnel_passwords: '{}' });
        expect(ok.body).toEqual({ message: 'OK' });
        const source = await contentSnapshot(a.t.ctx.meta.db);
        expect(await contentSnapshot(b.ctx.meta.db)).toEqual(source);

        const db = b.ctx.meta.db;
        const counts = await rowCounts(db);
        await db.updateTable('charts').set({ slice_name: 'Renamed here' }).execute();
        await db.updateTable('dashboards').set({ dashboard_title: 'Renamed here' }).execute();
        // No prompt and no overwrite needed: the assets import ignores that field and replaces what it names.
        const again = await postImport(b, tokenB, 'assets', zip, { overwrite: 'false' });
        expect(again.status).toBe(200);
        expect(await rowCounts(db)).toEqual(counts);
        expect(await contentSnapshot(db)).toEqual(source);
        const warehouse = await db
          .selectFrom('databases')
          .selectAll()
          .where('database_name', '=', 'warehouse')
          .executeTakeFirstOrThrow();
        expect(databasePassword({ key: b.ctx.keys.databaseSecrets }, warehouse)).toBe('s3cret');
      },
    );

    it.runIf(available)('refuses a bad bundle with a message naming the problem and changes nothing', async () => {
      const cases: [Uint8Array, number, RegExp][] = [
        [strToU8('definitely not a zip'), 400, /not a valid ZIP file/],
        [
          zipSync({ '../metadata.yaml': strToU8('version: 1.0.0') }),
          400,
          /entry '\.\.\/metadata\.yaml' contains a '\.\.'/,
        ],
        [supersetZip({ 'metadata.yaml': undefined }), 400, /metadata\.yaml: file is missing/],
        [supersetZip(), 422, /^Error importing assets: metadata\.yaml: type must be assets$/],
      ];
      const before = await rowCounts(b.ctx.meta.db);
      for (const [zip, status, message] of cases) {
        const res = await postImport(b, tokenB, 'assets', zip, { passwords: PASSWORDS });
        expect(res.status).toBe(status);
        expect(res.body.message).toMatch(message);
      }
      expect(await rowCounts(b.ctx.meta.db)).toEqual(before);
    });

    it.runIf(available)('answers 403 to Alpha and Gamma on both routes', async () => {
      const zip = (await getAssetsExport(a.t, tokenA)).data;
      const before = await rowCounts(a.t.ctx.meta.db);
      for (const [username, password] of [
        ['alma', 'alma-pass-1'],
        ['gina', 'gina-pass-1'],
      ] as const) {
        const token = await tokenFor(a.t, username, password);
        expect((await getAssetsExport(a.t, token)).status).toBe(403);
        const res = await postImport(a.t, token, 'assets', zip, { passwords: PASSWORDS });
        expect(res.status).toBe(403);
      }
      expect(await rowCounts(a.t.ctx.meta.db)).toEqual(before);
    });
  },
);
