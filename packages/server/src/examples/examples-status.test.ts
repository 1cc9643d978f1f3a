import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../bootstrap.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

const ONLY = ['cars'];

interface StatusAnswer {
  result: { status: string; tables: number; error: string | null };
}

const healthDetail = async (t: TestApp): Promise<Record<string, unknown>> =>
  (await (await fetch(`${t.url}/health?detail=1`)).json()) as Record<string, unknown>;

/** Server mode as deployed: PostgreSQL metadata, SECRET_KEY set, a TESSERA_HOME nobody created. */
describe.runIf(await postgresAvailable())('PostgreSQL metadata with a new TESSERA_HOME', () => {
  let parent: string;
  let home: string;
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'tessera-home-'));
    home = join(parent, 'not', 'yet', 'there');
    t = await startTestApp({ store: 'postgres', env: { TESSERA_HOME: home } });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates the home folder at start', () => {
    expect(t.ctx.config.databaseUrl).toMatch(/^postgres/);
    expect(statSync(home).isDirectory()).toBe(true);
  });

  it('loads the examples into it and reports them loaded', async () => {
    expect((await admin.get<StatusAnswer>('/api/v1/examples/status/')).body.result.status).toBe('not_loaded');
    await loadAndRegisterExamples(t.ctx, { only: ONLY });
    expect(existsSync(join(home, 'examples.duckdb'))).toBe(true);
    const datasets = await admin.get<{ result: { table_name: string }[] }>('/api/v1/dataset/?q=(page_size:100)');
    expect(datasets.body.result.map((d) => d.table_name)).toEqual(['cars']);
    expect((await admin.get<StatusAnswer>('/api/v1/examples/status/')).body.result).toEqual({
      status: 'loaded',
      tables: 1,
      error: null,
    });
    expect(await healthDetail(t)).toMatchObject({
      status: 'ok',
      examples: { status: 'loaded', tables: 1, error: null },
    });
  });
});

describe('an example load that fails', () => {
  let parent: string;
  let t: TestApp;
  let admin: TestClient;
  let gamma: TestClient;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'tessera-home-'));
    // A file where the examples' folder should be: nothing can create the DuckDB file under it.
    const blocker = join(parent, 'blocker');
    writeFileSync(blocker, 'not a folder');
    t = await startTestApp({ env: { TESSERA_EXAMPLES_PATH: join(blocker, 'examples.duckdb') } });
    admin = await signedInAdmin(t);
    gamma = (await signedInUser(t, 'gamma', ['Gamma'])).client;
    await expect(loadAndRegisterExamples(t.ctx, { only: ONLY })).rejects.toThrow();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('keeps /health as load balancers read it, and names the reason in its detail', async () => {
    const plain = await fetch(`${t.url}/health`);
    expect(plain.status).toBe(200);
    const body = (await plain.json()) as Record<string, unknown>;
    expect(body.status).toBe('ok');
    expect(body).not.toHaveProperty('examples');
    const detail = await healthDetail(t);
    expect(detail).toMatchObject({ status: 'ok', examples: { status: 'failed', tables: 0 } });
    expect((detail.examples as { error: string }).error).toMatch(/blocker/);
  });

  it('gives admins the reason for the home page notice', async () => {
    const res = await admin.get<StatusAnswer>('/api/v1/examples/status/');
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe('failed');
    expect(res.body.result.error).toMatch(/ENOTDIR|EEXIST|not a directory/i);
  });

  it('refuses the status to non-admins and to anonymous callers', async () => {
    expect((await gamma.get('/api/v1/examples/status/')).status).toBe(403);
    expect((await fetch(`${t.url}/api/v1/examples/status/`)).status).toBe(401);
  });

  it('answers a malformed detail flag with a 400 naming the field', async () => {
    const res = await fetch(`${t.url}/health?detail=maybe`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/detail/);
  });
});
