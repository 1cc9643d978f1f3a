import { randomUUID } from 'node:crypto';
import { datasourcePermView } from '@tessera/core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DATABASE_NAME } from '../examples/register-examples.js';
import { grantPermission } from '../services/security/permission-service.js';
import { createRole } from '../services/security/role-service.js';
import { getExport, insertDashboardRow, postImport, rowCounts, tokenFor } from '../../test-support/bundle-fixtures.js';
import { postChart, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';
import { registerDatabase } from '../../test-support/dataset-fixtures.js';
import { ADMIN, signedInUser } from '../../test-support/fixtures.js';
import { supersetDashboardFiles, supersetZip } from '../../test-support/superset-bundle.js';

const SLICE_META = "version: 1.0.0\ntype: Slice\ntimestamp: '2024-11-05T09:12:44.517395+00:00'\n";
const texts = (zip: Uint8Array): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(zip)).map(([k, v]) => [k, strFromU8(v)]));

/** The export's files with the chart given a fresh uuid, so importing it creates a chart. */
const asNewChart = (zip: Uint8Array, chartUuid: string): Uint8Array => {
  const files = texts(zip);
  const out: Record<string, Uint8Array> = {};
  for (const [path, body] of Object.entries(files))
    out[path] = strToU8(path.includes('/charts/') ? body.replace(/^uuid: .*$/m, `uuid: ${chartUuid}`) : body);
  return zipSync(out);
};

describe('import/export only what the caller may read or write', () => {
  let a: ChartApp;
  let admin: string;
  let carl: string;
  let gina: string;
  const ids = { flights: 0, cars: 0, mixed: 0, warehouse: 0 };

  beforeAll(async () => {
    a = await startChartApp('sqlite');
    const db = a.t.ctx.meta.db;
    const role = await createRole(db, 'cars_readers');
    await grantPermission(
      db,
      role.id,
      'datasource_access',
      datasourcePermView(EXAMPLES_DATABASE_NAME, 'cars', a.carsId),
    );
    await signedInUser(a.t, 'carl', ['Gamma', 'cars_readers']);
    admin = await tokenFor(a.t, ADMIN.username, ADMIN.password);
    carl = await tokenFor(a.t, 'carl', 'carl-pass-1');
    gina = await tokenFor(a.t, 'gina', 'gina-pass-1');
    const qc = (id: number) => JSON.stringify({ datasource: { id, type: 'table' }, queries: [{ metrics: ['count'] }] });
    ids.flights = await postChart(a.admin, {
      slice_name: 'Flights table',
      datasource_id: a.flightsId,
      datasource_type: 'table',
      query_context: qc(a.flightsId),
    });
    ids.cars = await postChart(a.admin, {
      slice_name: 'Cars table',
      datasource_id: a.carsId,
      datasource_type: 'table',
    });
    ids.mixed = await insertDashboardRow(db, 'Mixed', {}, {}, [ids.flights, ids.cars]);
    ids.warehouse = await registerDatabase(
      a.admin,
      'warehouse',
      'postgresql://analyst:s3cret@db.example.com:5432/sales',
    );
  });
  afterAll(async () => a?.close());

  it('refuses a dashboard export holding a chart the caller may not read, naming only the count', async () => {
    const res = await getExport(a.t, carl, 'dashboard', [ids.mixed]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Cannot export dashboard 'Mixed': it holds 1 chart you may not read");
    expect(new TextDecoder().decode(res.data)).not.toMatch(/flights/i);
    const own = await getExport(a.t, carl, 'chart', [ids.cars]);
    expect(own.status).toBe(200);
    const names = Object.keys(unzipSync(own.data)).map((n) => n.replace(/^[^/]+\//, ''));
    expect(names.sort()).toEqual([
      `charts/Cars_table_${ids.cars}.yaml`,
      'databases/examples.yaml',
      'datasets/examples/cars.yaml',
      'metadata.yaml',
    ]);
  });

  it('refuses a dashboard whose native filter targets a dataset the caller may not read, as Superset exports it', async () => {
    const filters = {
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-1', targets: [{ datasetId: a.flightsId, column: { name: 'id' } }] },
      ],
    };
    const filtered = await insertDashboardRow(a.t.ctx.meta.db, 'Filtered', {}, filters, [ids.cars]);
    const res = await getExport(a.t, carl, 'dashboard', [filtered]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cannot export: the export needs 1 dataset you may not read');
    const all = await getExport(a.t, admin, 'dashboard', [filtered]);
    const files = texts(all.data);
    const names = Object.keys(files).join('\n');
    expect(names).toContain('datasets/examples/flights.yaml');
    const dashboard = Object.entries(files).find(([k]) => k.includes('/dashboards/'))?.[1] ?? '';
    expect(dashboard).toContain('datasetUuid:');
    expect(dashboard).not.toContain('datasetId:');
  });

  it('still exports the whole dashboard for an admin', async () => {
    const res = await getExport(a.t, admin, 'dashboard', [ids.mixed]);
    expect(res.status).toBe(200);
    const names = Object.keys(unzipSync(res.data)).join('\n');
    expect(names).toContain('datasets/examples/flights.yaml');
    expect(names).toContain('datasets/examples/cars.yaml');
  });

  it('never writes a password into an exported URI, even one stored unmasked', async () => {
    const db = a.t.ctx.meta.db;
    await db
      .updateTable('databases')
      .set({ sqlalchemy_uri: 'postgresql://analyst:s3cret@db.example.com:5432/sales' })
      .where('id', '=', ids.warehouse)
      .execute();
    const res = await getExport(a.t, admin, 'database', [ids.warehouse]);
    const yaml = Object.values(texts(res.data)).join('\n');
    expect(yaml).not.toContain('s3cret');
    expect(yaml).toContain('sqlalchemy_uri: postgresql://analyst:XXXXXXXXXX@db.example.com:5432/sales');
    const assets = await fetch(`${a.t.url}/api/v1/assets/export/`, { headers: { authorization: `Bearer ${admin}` } });
    const all = Object.values(texts(new Uint8Array(await assets.arrayBuffer()))).join('\n');
    expect(all).not.toContain('s3cret');
  });

  it('refuses to import a chart on a dataset the caller may not read, writing nothing', async () => {
    const flights = (await getExport(a.t, admin, 'chart', [ids.flights])).data;
    const before = await rowCounts(a.t.ctx.meta.db);
    const res = await postImport(a.t, carl, 'chart', asNewChart(flights, randomUUID()));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Error importing chart: charts\/Flights_table_\d+\.yaml: /);
    expect(await rowCounts(a.t.ctx.meta.db)).toEqual(before);
    const cars = (await getExport(a.t, admin, 'chart', [ids.cars])).data;
    const ok = await postImport(a.t, carl, 'chart', asNewChart(cars, randomUUID()));
    expect(ok.body).toEqual({ message: 'OK' });
  });

  it("refuses a non-owner's overwrite and a non-admin's new database", async () => {
    const cars = (await getExport(a.t, admin, 'chart', [ids.cars])).data;
    const before = await rowCounts(a.t.ctx.meta.db);
    const over = await postImport(a.t, carl, 'chart', cars, { overwrite: 'true' });
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(/^Error importing chart: charts\/Cars_table_\d+\.yaml: Changing this chart/);
    const bundle = supersetZip({ 'metadata.yaml': SLICE_META, 'dashboards/Sales_7.yaml': undefined });
    // Refused outright, without the password prompt first.
    const created = await postImport(a.t, carl, 'chart', bundle);
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(
      'Error importing database: databases/Warehouse.yaml: only Admins may create or overwrite databases by import',
    );
    expect(await rowCounts(a.t.ctx.meta.db)).toEqual(before);
  });

  it('merges a column or metric listed twice, keeping the first, and says so', async () => {
    const files = supersetDashboardFiles();
    const dataset = (files['datasets/Warehouse/orders.yaml'] ?? '').replace(
      'version: 1.0.0\ndatabase_uuid',
      '- column_name: region\n  type: TEXT\n- column_name: region\n  type: INT\nversion: 1.0.0\ndatabase_uuid',
    );
    const twice = dataset.replace('metrics:\n', 'metrics:\n- metric_name: revenue\n  expression: SUM(x)\n');
    const res = await postImport(
      a.t,
      admin,
      'dataset',
      supersetZip({
        'metadata.yaml': "version: 1.0.0\ntype: SqlaTable\ntimestamp: '2024-11-05T09:12:44.517395+00:00'\n",
        'datasets/Warehouse/orders.yaml': twice,
        'charts/Revenue_by_region_42.yaml': undefined,
        'dashboards/Sales_7.yaml': undefined,
      }),
      { passwords: JSON.stringify({ 'databases/Warehouse.yaml': 'pw' }) },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'OK',
      warnings: [
        "datasets/Warehouse/orders.yaml: column 'region' is listed 3 times; the first one was imported",
        "datasets/Warehouse/orders.yaml: metric 'revenue' is listed 2 times; the first one was imported",
      ],
    });
    const db = a.t.ctx.meta.db;
    const ds = await db
      .selectFrom('datasets')
      .select('id')
      .where('table_name', '=', 'orders')
      .executeTakeFirstOrThrow();
    const cols = await db.selectFrom('dataset_columns').selectAll().where('dataset_id', '=', ds.id).execute();
    expect(cols.filter((c) => c.column_name === 'region').map((c) => c.type)).toEqual(['VARCHAR(32)']);
    const mets = await db.selectFrom('dataset_metrics').selectAll().where('dataset_id', '=', ds.id).execute();
    expect(mets.filter((m) => m.metric_name === 'revenue').map((m) => m.expression)).toEqual(['SUM(x)']);
  });

  it('answers 400 to every malformed form or ZIP on all six import routes', async () => {
    const post = (resource: string, body: string | FormData, contentType?: string) =>
      fetch(`${a.t.url}/api/v1/${resource}/import/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, ...(contentType && { 'content-type': contentType }) },
        body,
      });
    const boundary = '----tessera-test';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="formData"; filename="b.zip"\r\nContent-Type: application/zip\r\n\r\n`;
    const valid = supersetZip();
    const corrupt = valid.slice();
    for (let i = 60; i < 400; i += 1) corrupt[i] = 0xff - (corrupt[i] ?? 0);
    const form = (field: string, data: Uint8Array): FormData => {
      const f = new FormData();
      f.append(field, new Blob([data], { type: 'application/zip' }), 'b.zip');
      return f;
    };
    const cases: [string, () => [string | FormData, string | undefined], RegExp][] = [
      ['no boundary', () => [`${head}PK`, 'multipart/form-data'], /^formData: the multipart\/form-data body/],
      [
        'cut off mid-part',
        () => [`${head}PK\u0003\u0004abc`, `multipart/form-data; boundary=${boundary}`],
        /^formData: /,
      ],
      ['wrong field name', () => [form('file', valid), undefined], /'formData' field \(found a file in 'file'\)/],
      ['empty file', () => [form('formData', new Uint8Array()), undefined], /^formData: the uploaded file is empty/],
      ['not a ZIP', () => [form('formData', strToU8('hello')), undefined], /not a valid ZIP file/],
      ['corrupt ZIP', () => [form('formData', corrupt), undefined], /^Error importing bundle: /],
    ];
    const before = await rowCounts(a.t.ctx.meta.db);
    for (const resource of ['dashboard', 'chart', 'dataset', 'database', 'saved_query', 'assets'])
      for (const [name, make, message] of cases) {
        const [body, type] = make();
        const res = await post(resource, body, type);
        const answer = (await res.json()) as { message: string };
        expect({ resource, name, status: res.status }).toEqual({ resource, name, status: 400 });
        expect(answer.message).toMatch(message);
      }
    expect(await rowCounts(a.t.ctx.meta.db)).toEqual(before);
  });

  it("lets a viewer store a chart's query_context only on the chart's own datasource, and logs it", async () => {
    const db = a.t.ctx.meta.db;
    const other = JSON.stringify({ datasource: { id: a.carsId, type: 'table' }, queries: [{ metrics: ['count'] }] });
    const put = (body: Record<string, unknown>) =>
      fetch(`${a.t.url}/api/v1/chart/${ids.flights}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${gina}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await put({ query_context: other, query_context_generation: true });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^query_context: /);
    const planted = JSON.stringify({
      datasource: { id: a.flightsId, type: 'table' },
      queries: [{ metrics: ['count'] }],
      form_data: { datasource: `${a.carsId}__table` },
    });
    expect((await put({ query_context: planted })).status).toBe(403);
    expect((await put({ query_context: '{"datasource": 5' })).status).toBe(400);
    const own = JSON.stringify({ datasource: { id: a.flightsId, type: 'table' }, queries: [{ metrics: ['max'] }] });
    expect((await put({ query_context: own, query_context_generation: true })).status).toBe(200);
    const row = await db.selectFrom('charts').selectAll().where('id', '=', ids.flights).executeTakeFirstOrThrow();
    expect(row.query_context).toBe(own);
    expect(row.changed_by_fk).toBe(a.gammaId);
    const logged = async () =>
      (await db.selectFrom('logs').selectAll().where('slice_id', '=', ids.flights).orderBy('id').execute()).map((l) => [
        l.action,
        l.user_id,
      ]);
    // The viewer-write row, then the action log's row of the PUT itself (written with its batch, ≤ 500 ms on).
    await expect.poll(logged, { timeout: 5000 }).toEqual([
      ['chart_query_context_update', a.gammaId],
      ['PUT /api/v1/chart/:pk', a.gammaId],
    ]);
    // Owners' updates are unchanged: the admin may point it elsewhere.
    const byOwner = await a.admin.put(`/api/v1/chart/${ids.flights}`, { query_context: other });
    expect(byOwner.status).toBe(200);
  });
});
