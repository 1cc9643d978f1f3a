import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';
import { startTestApp, TestClient, type TestApp } from '../../test-support/test-app.js';

interface Bootstrap {
  result: { active_tab: { id: number; label: string; database_id: number; schema: string | null; sql: string } };
}

/**
 * Issue 26 §4: explore's 'View in SQL Lab' posts a browser form (`form_data` with `datasourceKey`
 * and `sql`, the CSRF token as `csrf_token`) to `/sqllab/`; SQL Lab opens a new tab with that SQL
 * on the dataset's database.
 */
describe('SQL Lab hand-off (POST /sqllab/)', () => {
  let t: TestApp;
  let admin: TestClient;
  let gamma: TestClient;
  let sample: SampleDatabase;
  let datasetId: number;
  let dbId: number;

  const token = async (client: TestClient): Promise<string> =>
    (await client.get<{ result: string }>('/api/v1/security/csrf_token/')).body.result;

  /** A browser form post: no CSRF header, the token (if any) in the form. */
  const post = (client: TestClient, path: string, fields: Record<string, string>) =>
    client.request('POST', path, undefined, {
      csrf: false,
      raw: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const formData = (sql: string, key = `${datasetId}__table`) => JSON.stringify({ datasourceKey: key, sql });

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    dbId = (await admin.post<{ id: number }>('/api/v1/database/', { database_name: 'lab', sqlalchemy_uri: sample.uri }))
      .body.id;
    const made = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: dbId,
      schema: 'main',
      table_name: 'flights_sample',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    datasetId = made.body.id;
    gamma = (await signedInUser(t, 'gus', ['Gamma'])).client;
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  it.each(['/sqllab/', '/tessera/sqllab/', '/superset/sqllab/'])(
    'opens a new active tab with the SQL on the dataset database from %s',
    async (path) => {
      const sql = `SELECT origin FROM flights_sample -- ${path}`;
      const res = await post(admin, path, { form_data: formData(sql), csrf_token: await token(admin) });
      expect(res.status, JSON.stringify(res.body)).toBe(303);
      const tabId = Number(/tab=(\d+)/.exec(res.headers.get('location') ?? '')?.[1]);
      expect(res.headers.get('location')).toBe(`/sqllab/?tab=${tabId}`);
      const boot = await admin.get<Bootstrap>('/api/v1/sqllab/');
      expect(boot.body.result.active_tab).toMatchObject({
        id: tabId,
        label: 'flights_sample',
        database_id: dbId,
        schema: 'main',
        sql,
      });
    },
  );

  it('refuses a post without the CSRF token or with a wrong one (403), and opens no tab', async () => {
    const before = (await admin.get<Bootstrap>('/api/v1/sqllab/')).body.result.active_tab.id;
    expect((await post(admin, '/sqllab/', { form_data: formData('SELECT 1') })).status).toBe(403);
    const wrong = await post(admin, '/sqllab/', { form_data: formData('SELECT 1'), csrf_token: 'not-the-token' });
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).toContain('CSRF');
    expect((await admin.get<Bootstrap>('/api/v1/sqllab/')).body.result.active_tab.id).toBe(before);
  });

  it('answers 403 to users without SQL Lab and 401 to anonymous callers', async () => {
    expect(
      (await post(gamma, '/sqllab/', { form_data: formData('SELECT 1'), csrf_token: await token(gamma) })).status,
    ).toBe(403);
    expect((await post(new TestClient(t.url), '/sqllab/', { form_data: formData('SELECT 1') })).status).toBe(401);
  });

  it('names the field of bad form data (400) and answers 404 for an unknown dataset', async () => {
    const csrf = await token(admin);
    const missing = await post(admin, '/sqllab/', { csrf_token: csrf });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('form_data');
    const notJson = await post(admin, '/sqllab/', { form_data: '{oops', csrf_token: csrf });
    expect(notJson.status).toBe(400);
    const badKey = await post(admin, '/sqllab/', { form_data: formData('SELECT 1', 'x__table'), csrf_token: csrf });
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body)).toContain('form_data.datasourceKey');
    const unknown = await post(admin, '/sqllab/', {
      form_data: formData('SELECT 1', '99999__table'),
      csrf_token: csrf,
    });
    expect(unknown.status).toBe(404);
  });
});
