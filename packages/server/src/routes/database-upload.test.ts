import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { strToU8, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { addSampleDatabase, duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

const CSV = 'day,city,sales\n2024-01-05,Paris,10\n2024-02-11,Berlin,20\n2024-03-20,Rome,30\n';

const form = (fields: Record<string, string>, file?: { name: string; data: Uint8Array | string }): FormData => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (file) f.set('file', new Blob([file.data]), file.name);
  return f;
};

interface Dataset {
  result: {
    table_name: string;
    schema: string;
    main_dttm_col: string | null;
    columns: { column_name: string; type_generic: number }[];
  };
}

describe('POST /api/v1/database/{pk}/upload/ and upload_metadata/', () => {
  let t: TestApp;
  let admin: TestClient;
  let gamma: TestClient;
  let sample: SampleDatabase;
  let closedDb: number;
  let openDb: number;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-upload-test-'));

  const upload = (fields: Record<string, string>, file: { name: string; data: Uint8Array | string }, pk = openDb) =>
    admin.postForm<{ message: string; result: { dataset_id: number } }>(
      `/api/v1/database/${pk}/upload/`,
      form(fields, file),
    );
  const rows = async (table: string): Promise<unknown[][]> => {
    const res = await admin.post<{ data: Record<string, unknown>[] }>('/api/v1/sqllab/execute/', {
      database_id: openDb,
      sql: `SELECT * FROM main."${table}" ORDER BY 1`,
    });
    return res.body.data.map((r) => Object.values(r));
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAdmin(t);
    gamma = (await signedInUser(t, 'gamma', ['Gamma'])).client;
    sample = await duckdbSample();
    openDb = await addSampleDatabase(admin, 'uploads', sample.uri);
    await admin.put(`/api/v1/database/${openDb}`, {
      allow_file_upload: true,
      extra: JSON.stringify({ schemas_allowed_for_file_upload: ['main'] }),
    });
    closedDb = await addSampleDatabase(admin, 'no uploads', sample.uri.replace('sample.duckdb', 'other.duckdb'));
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('turns a CSV with dates into a table and its dataset', async () => {
    const res = await upload(
      { type: 'csv', table_name: 'sales', column_dates: 'day' },
      { name: 'sales.csv', data: CSV },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('OK');
    const ds = await admin.get<Dataset>(`/api/v1/dataset/${res.body.result.dataset_id}`);
    expect(ds.body.result).toMatchObject({ table_name: 'sales', schema: 'main', main_dttm_col: 'day' });
    expect(ds.body.result.columns.map((c) => c.column_name)).toEqual(['day', 'city', 'sales']);
    expect(await rows('sales')).toHaveLength(3);
  });

  it('answers the column names of a CSV and of each Excel sheet', async () => {
    const csv = await admin.postForm(
      '/api/v1/database/upload_metadata/',
      form({ type: 'csv' }, { name: 'a.csv', data: CSV }),
    );
    expect(csv.body).toEqual({ result: { items: [{ sheet_name: null, column_names: ['day', 'city', 'sales'] }] } });
    const xlsx = await writeXlsxFile([
      [{ value: 'name' }, { value: 'score' }],
      [{ value: 'ada' }, { value: 3 }],
    ]).toBuffer();
    const excel = await admin.postForm(
      '/api/v1/database/upload_metadata/',
      form({ type: 'excel' }, { name: 'a.xlsx', data: new Uint8Array(xlsx) }),
    );
    expect(excel.body).toEqual({ result: { items: [{ sheet_name: 'Sheet1', column_names: ['name', 'score'] }] } });
  });

  it('turns a Parquet file, a ZIP of Parquet files and an Excel sheet into datasets', async () => {
    const parquet = join(dir, 'p.parquet');
    const instance = await DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    await conn.run(
      `COPY (SELECT range AS n, TIMESTAMP '2024-01-01' + INTERVAL (range) DAY AS ts FROM range(5)) TO '${parquet}' (FORMAT parquet)`,
    );
    conn.closeSync();
    instance.closeSync();
    const data = new Uint8Array(readFileSync(parquet));
    const p = await upload({ type: 'columnar', table_name: 'numbers' }, { name: 'p.parquet', data });
    expect(p.status).toBe(201);
    expect(await rows('numbers')).toHaveLength(5);
    const z = await upload(
      { type: 'columnar', table_name: 'zipped' },
      { name: 'p.zip', data: zipSync({ 'a.parquet': data, 'b.parquet': data, 'readme.txt': strToU8('x') }) },
    );
    expect(z.status).toBe(201);
    expect(await rows('zipped')).toHaveLength(10);

    const xlsx = await writeXlsxFile([
      [{ value: 'name' }, { value: 'score' }],
      [{ value: 'ada' }, { value: 3 }],
      [{ value: 'bob' }, { value: 5 }],
    ]).toBuffer();
    const x = await upload({ type: 'excel', table_name: 'scores' }, { name: 's.xlsx', data: new Uint8Array(xlsx) });
    expect(x.status).toBe(201);
    expect(await rows('scores')).toEqual([
      ['ada', 3],
      ['bob', 5],
    ]);
  });

  it('fails, replaces or appends when the table exists', async () => {
    const first = await upload({ type: 'csv', table_name: 'twice' }, { name: 't.csv', data: CSV });
    expect(first.status).toBe(201);
    const failed = await upload({ type: 'csv', table_name: 'twice' }, { name: 't.csv', data: CSV });
    expect(failed.status).toBe(422);
    expect(failed.body.message).toContain('Table already exists');
    const appended = await upload(
      { type: 'csv', table_name: 'twice', already_exists: 'append' },
      { name: 't.csv', data: CSV },
    );
    expect(appended.status).toBe(201);
    expect(appended.body.result.dataset_id).toBe(first.body.result.dataset_id);
    expect(await rows('twice')).toHaveLength(6);
    const replaced = await upload(
      { type: 'csv', table_name: 'twice', already_exists: 'replace', columns_read: 'city,sales', rows_to_read: '2' },
      { name: 't.csv', data: CSV },
    );
    expect(replaced.status).toBe(201);
    expect(await rows('twice')).toEqual([
      ['Berlin', 20],
      ['Paris', 10],
    ]);
    const ds = await admin.get<Dataset>(`/api/v1/dataset/${first.body.result.dataset_id}`);
    expect(ds.body.result.columns.map((c) => c.column_name).sort()).toEqual(['city', 'sales']);
  });

  it('leaves neither table nor dataset when the file cannot be read', async () => {
    const res = await upload(
      { type: 'csv', table_name: 'broken', column_data_types: '{"city":"int64"}' },
      { name: 'b.csv', data: CSV },
    );
    expect(res.status).toBe(422);
    const list = await admin.get<{ count: number }>(
      `/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:broken)))`,
    );
    expect(list.body.count).toBe(0);
  });

  it('refuses databases and schemas that do not allow uploads, bad extensions and bad fields', async () => {
    const closed = await upload({ type: 'csv', table_name: 'x' }, { name: 'x.csv', data: CSV }, closedDb);
    expect(closed.status).toBe(422);
    expect(closed.body).toMatchObject({ errors: [{ extra: { field: 'database' } }] });
    const schema = await upload({ type: 'csv', table_name: 'x', schema: 'other' }, { name: 'x.csv', data: CSV });
    expect(schema.status).toBe(422);
    expect(schema.body).toMatchObject({ errors: [{ extra: { field: 'schema' } }] });
    const ext = await upload({ type: 'csv', table_name: 'x' }, { name: 'x.exe', data: CSV });
    expect(ext.status).toBe(400);
    expect(ext.body.message).toContain('File extension is not allowed');
    const field = await upload({ type: 'csv', table_name: 'x', already_exists: 'merge' }, { name: 'x.csv', data: CSV });
    expect(field.status).toBe(400);
    expect(field.body.message).toMatch(/^already_exists:/);
    const noFile = await admin.postForm(`/api/v1/database/${openDb}/upload/`, form({ type: 'csv', table_name: 'x' }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/^file:/);
  });

  it('is forbidden to Gamma, which has no can_upload', async () => {
    const res = await gamma.postForm(
      `/api/v1/database/${openDb}/upload/`,
      form({ type: 'csv', table_name: 'g' }, { name: 'g.csv', data: CSV }),
    );
    expect(res.status).toBe(403);
    const meta = await gamma.postForm(
      '/api/v1/database/upload_metadata/',
      form({ type: 'csv' }, { name: 'g.csv', data: CSV }),
    );
    expect(meta.status).toBe(403);
  });

  it('lists the databases that take uploads for the modal (upload_is_enabled)', async () => {
    const res = await admin.get<{ result: { id: number }[] }>(
      '/api/v1/database/?q=(filters:!((col:allow_file_upload,opr:upload_is_enabled,value:!t)))',
    );
    expect(res.body.result.map((d) => d.id)).toEqual([openDb]);
  });
});
