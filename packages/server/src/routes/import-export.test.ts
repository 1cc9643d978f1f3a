import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePassword } from '../engines/connection-manager.js';
import {
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
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { SUPERSET_UUIDS, supersetZip } from '../../test-support/superset-bundle.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

type Json = Record<string, Record<string, unknown>>;
const subsetOf = (all: Json, part: Json): Json =>
  Object.fromEntries(
    Object.entries(part).map(([k, v]) => [k, Object.fromEntries(Object.keys(v).map((u) => [u, all[k]?.[u]]))]),
  );

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: import/export bundles',
  (store, available) => {
    let a: ChartApp;
    let b: TestApp;
    let tokenA: string;
    let tokenB: string;
    const ids = { warehouse: 0, c1: 0, c2: 0, dash: 0, query: 0 };

    beforeAll(async () => {
      if (!available) return;
      ({ a, b, tokenA, tokenB } = await startBundleApps(store));
      ids.warehouse = await registerDatabase(
        a.admin,
        'warehouse',
        'postgresql://analyst:s3cret@db.example.com:5432/sales',
      );
      const qc = (id: number) =>
        JSON.stringify({ datasource: { id, type: 'table' }, queries: [{ metrics: ['count'] }] });
      ids.c1 = await postChart(a.admin, {
        slice_name: 'Flights table',
        datasource_id: a.flightsId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', datasource: `${a.flightsId}__table`, metrics: ['count'] }),
        query_context: qc(a.flightsId),
      });
      ids.c2 = await postChart(a.admin, {
        slice_name: 'Cars pie',
        viz_type: 'pie',
        datasource_id: a.carsId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'pie', metric: 'count', groupby: ['id'] }),
      });
      const chart = (id: number) => ({
        type: 'CHART',
        id: `CHART-${id}`,
        children: [],
        meta: { chartId: id, width: 4, height: 50 },
      });
      ids.dash = await insertDashboardRow(
        a.t.ctx.meta.db,
        'Flights overview',
        {
          DASHBOARD_VERSION_KEY: 'v2',
          ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
          GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
          'ROW-1': { type: 'ROW', id: 'ROW-1', children: [`CHART-${ids.c1}`, `CHART-${ids.c2}`] },
          [`CHART-${ids.c1}`]: chart(ids.c1),
          [`CHART-${ids.c2}`]: chart(ids.c2),
        },
        {
          native_filter_configuration: [
            {
              id: 'NATIVE_FILTER-1',
              filterType: 'filter_select',
              targets: [{ datasetId: a.flightsId, column: { name: 'id' } }],
              chartsInScope: [ids.c1, ids.c2],
              scope: { rootPath: ['ROOT_ID'], excluded: [ids.c2] },
            },
          ],
          chart_configuration: { [ids.c1]: { id: ids.c1, crossFilters: { scope: 'global', chartsInScope: [ids.c2] } } },
          timed_refresh_immune_slices: [ids.c2],
          color_scheme: 'supersetColors',
        },
        [ids.c1, ids.c2],
      );
      ids.query = await insertSavedQuery(a.t.ctx.meta.db, ids.warehouse, a.adminId, 'Top sales');
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it.runIf(available)('exports a dashboard with its charts, datasets and databases as a Superset ZIP', async () => {
      const res = await getExport(a.t, tokenA, 'dashboard', [ids.dash]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename=dashboard_export_\d{8}T\d{6}\.zip$/,
      );
      const names = Object.keys(unzipSync(res.data)).map((n) => n.replace(/^dashboard_export_\d{8}T\d{6}\//, ''));
      expect(names.sort()).toEqual([
        'charts/Cars_pie_' + ids.c2 + '.yaml',
        'charts/Flights_table_' + ids.c1 + '.yaml',
        'dashboards/Flights_overview_' + ids.dash + '.yaml',
        'databases/examples.yaml',
        'datasets/examples/cars.yaml',
        'datasets/examples/flights.yaml',
        'metadata.yaml',
      ]);
      const text = Object.values(unzipSync(res.data)).map((f) => new TextDecoder().decode(f));
      expect(text.find((t) => t.startsWith('version: 1.0.0'))).toMatch(/type: Dashboard\ntimestamp: /);
      expect(text.find((t) => t.includes('dashboard_title'))).toContain('datasetUuid:');
    });

    it.runIf(available)(
      'imports the export into an empty instance identically, then refuses or overwrites a re-import',
      async () => {
        const zip = (await getExport(a.t, tokenA, 'dashboard', [ids.dash])).data;
        const res = await postImport(b, tokenB, 'dashboard', zip);
        expect(res.body).toEqual({ message: 'OK' });
        const imported = (await contentSnapshot(b.ctx.meta.db)) as Json;
        expect(Object.keys(imported.dashboards ?? {})).toHaveLength(1);
        expect(Object.keys(imported.charts ?? {})).toHaveLength(2);
        expect(Object.keys(imported.datasets ?? {})).toHaveLength(2);
        expect(imported).toEqual(subsetOf((await contentSnapshot(a.t.ctx.meta.db)) as Json, imported));

        const before = await rowCounts(b.ctx.meta.db);
        const again = await postImport(b, tokenB, 'dashboard', zip);
        expect(again.status).toBe(422);
        expect(again.body.message).toContain('Dashboard already exists and `overwrite=true` was not passed');
        const over = await postImport(b, tokenB, 'dashboard', zip, { overwrite: 'true' });
        expect(over.body).toEqual({ message: 'OK' });
        expect(await rowCounts(b.ctx.meta.db)).toEqual(before);
        expect(await contentSnapshot(b.ctx.meta.db)).toEqual(imported);
      },
    );

    it.runIf(available)('asks for the password of a database whose URI masks one', async () => {
      const zip = (await getExport(a.t, tokenA, 'database', [ids.warehouse])).data;
      expect(new TextDecoder().decode(Object.values(unzipSync(zip)).at(-1))).not.toContain('s3cret');
      const before = await rowCounts(b.ctx.meta.db);
      const res = await postImport(b, tokenB, 'database', zip);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'Error importing database: databases/warehouse.yaml: Must provide a password for the database',
      );
      expect(res.body.errors?.[0]?.extra).toHaveProperty(['databases/warehouse.yaml']);
      expect(await rowCounts(b.ctx.meta.db)).toEqual(before);
      const ok = await postImport(b, tokenB, 'database', zip, {
        passwords: JSON.stringify({ 'databases/warehouse.yaml': 's3cret' }),
        ssh_tunnel_passwords: '{}',
      });
      expect(ok.body).toEqual({ message: 'OK' });
      const row = await b.ctx.meta.db
        .selectFrom('databases')
        .selectAll()
        .where('database_name', '=', 'warehouse')
        .executeTakeFirstOrThrow();
      expect(databasePassword({ key: b.ctx.keys.databaseSecrets }, row)).toBe('s3cret');
      expect(row.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@db.example.com:5432/sales');

      const queries = (await getExport(a.t, tokenA, 'saved_query', [ids.query])).data;
      expect((await postImport(b, tokenB, 'saved_query', queries)).body).toEqual({ message: 'OK' });
      const [sa, sb] = [await contentSnapshot(a.t.ctx.meta.db), await contentSnapshot(b.ctx.meta.db)];
      expect(sb.saved_queries).toEqual(sa.saved_queries);
    });

    it.runIf(available)('imports a hand-written Superset 4.x dashboard export', async () => {
      const prompt = await postImport(b, tokenB, 'dashboard', supersetZip());
      expect(prompt.status).toBe(422);
      expect(prompt.body.message).toContain('Must provide a password for the database');
      const res = await postImport(b, tokenB, 'dashboard', supersetZip(), {
        passwords: JSON.stringify({ 'databases/Warehouse.yaml': 'pw' }),
        overwrite: 'false',
      });
      expect(res.body).toEqual({ message: 'OK' });
      const db = b.ctx.meta.db;
      const ds = await db
        .selectFrom('datasets')
        .selectAll()
        .where('uuid', '=', SUPERSET_UUIDS.dataset)
        .executeTakeFirstOrThrow();
      const chart = await db
        .selectFrom('charts')
        .selectAll()
        .where('uuid', '=', SUPERSET_UUIDS.chart)
        .executeTakeFirstOrThrow();
      const dash = await db
        .selectFrom('dashboards')
        .selectAll()
        .where('uuid', '=', SUPERSET_UUIDS.dashboard)
        .executeTakeFirstOrThrow();
      const cols = await db
        .selectFrom('dataset_columns')
        .select('column_name')
        .where('dataset_id', '=', ds.id)
        .execute();
      expect(cols.map((c) => c.column_name).sort()).toEqual(['ordered_at', 'region']);
      expect(chart.datasource_id).toBe(ds.id);
      expect(JSON.parse(chart.params)).toMatchObject({ datasource: `${ds.id}__table`, metric: 'revenue' });
      expect(JSON.parse(chart.query_context ?? '{}')).toMatchObject({ datasource: { id: ds.id } });
      const position = JSON.parse(dash.position_json ?? '{}') as Record<string, { meta?: { chartId?: number } }>;
      expect(position['CHART-explore-42-1']?.meta?.chartId).toBe(chart.id);
      const meta = JSON.parse(dash.json_metadata ?? '{}') as {
        native_filter_configuration: { targets: { datasetId: number }[]; chartsInScope: number[] }[];
        chart_configuration: Record<string, { id: number }>;
      };
      expect(meta.native_filter_configuration[0]?.targets[0]?.datasetId).toBe(ds.id);
      expect(meta.native_filter_configuration[0]?.chartsInScope).toEqual([chart.id]);
      expect(meta.chart_configuration[String(chart.id)]?.id).toBe(chart.id);
      const links = await db
        .selectFrom('dashboard_charts')
        .select('chart_id')
        .where('dashboard_id', '=', dash.id)
        .execute();
      expect(links).toEqual([{ chart_id: chart.id }]);
    });

    it.runIf(available)('refuses malformed bundles with a clear message and changes nothing', async () => {
      const bomb = zipSync({ 'x/metadata.yaml': strToU8('version: 1.0.0\ntype: Dashboard\n') });
      const view = new DataView(bomb.buffer);
      for (let i = 0; i + 46 <= bomb.length; i += 1)
        if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 2 ** 31, true);
      const cases: [Uint8Array, RegExp][] = [
        [
          supersetZip({ 'charts/Revenue_by_region_42.yaml': 'slice_name: [oops\n' }),
          /^Error importing chart: charts\/Revenue_by_region_42\.yaml: invalid YAML/,
        ],
        [
          supersetZip({ 'datasets/Warehouse/orders.yaml': undefined }),
          /^Error importing chart: .*dataset 0f7d3c2a-.* is missing from the bundle/,
        ],
        [supersetZip({ 'metadata.yaml': undefined }), /metadata\.yaml: file is missing/],
        [bomb, /would expand to more than 104857600 bytes/],
        [
          zipSync({ '../metadata.yaml': strToU8('version: 1.0.0') }),
          /entry '\.\.\/metadata\.yaml' contains a '\.\.' segment/,
        ],
        [strToU8('definitely not a zip'), /not a valid ZIP file/],
      ];
      const fresh = await startTestApp({ store });
      try {
        await signedInAdmin(fresh);
        const token = await tokenFor(fresh, ADMIN.username, ADMIN.password);
        const before = await rowCounts(fresh.ctx.meta.db);
        for (const [zip, message] of cases) {
          const res = await postImport(fresh, token, 'dashboard', zip, {
            passwords: JSON.stringify({ 'databases/Warehouse.yaml': 'pw' }),
          });
          expect(res.status).toBe(400);
          expect(res.body.message).toMatch(message);
        }
        expect(await rowCounts(fresh.ctx.meta.db)).toEqual(before);
      } finally {
        await fresh.close();
      }
    });

    it.runIf(available)('exports only what the caller may read and imports only with write permission', async () => {
      const gina = await tokenFor(a.t, 'gina', 'gina-pass-1');
      expect((await getExport(a.t, gina, 'chart', [ids.c1])).status).toBe(200);
      expect((await getExport(a.t, gina, 'chart', [ids.c2])).status).toBe(404);
      expect((await getExport(a.t, gina, 'chart', [999_999])).status).toBe(404);
      expect((await getExport(a.t, gina, 'database', [ids.warehouse])).status).toBe(403);
      expect((await postImport(a.t, gina, 'database', supersetZip())).status).toBe(403);
      expect((await getExport(a.t, tokenA, 'chart', [])).status).toBe(400);
    });
  },
);
