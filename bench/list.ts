import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasourcePermView } from '@tessera/core';
import { EXAMPLES_DATABASE_NAME } from '../packages/server/src/examples/register-examples.js';
import { createTempPgDatabase } from '../packages/server/test-support/services.js';
import { TestClient } from '../packages/server/test-support/test-app.js';
import type { BenchRow } from './chart-data.js';
import { benchListPages } from './list-page.js';
import { openStore, seedListData } from './list-seed.js';
import { startServerProcess } from './server-process.js';

const WARMUP = 5;
const REQUESTS = 50;
const BUDGET_MS = 50;
/** Datasets the bench's Gamma user may read, out of the examples. */
const GAMMA_TABLES = ['flights', 'cars', 'seattle_weather'];

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] as number;
};
const round = (x: number) => Math.round(x * 10) / 10;

interface Dataset {
  id: number;
  table_name: string;
}

interface ListCase {
  name: string;
  path: string;
  client: TestClient;
}

const signIn = async (url: string, username: string, password: string): Promise<TestClient> => {
  const res = await new TestClient(url).post<{ access_token: string }>('/api/v1/security/login', {
    username,
    password,
    provider: 'db',
  });
  if (res.status !== 200) throw new Error(`${username} sign-in failed: ${res.status}`);
  return new TestClient(url).withToken(res.body.access_token);
};

/** Examples register in one transaction after start: wait until the datasets are there. */
const waitForDatasets = async (api: TestClient): Promise<Dataset[]> => {
  for (let i = 0; i < 480; i += 1) {
    const res = await api.get<{ result: Dataset[] }>('/api/v1/dataset/?q=(page_size:100)');
    if (res.body.result?.length) return res.body.result;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('examples did not load');
};

/** A Gamma user with datasource_access on GAMMA_TABLES only, created through the API. */
const createGamma = async (url: string, admin: TestClient, datasets: Dataset[]): Promise<TestClient> => {
  const role = await admin.post<{ id: number }>('/api/v1/security/roles/', { name: 'bench_readers' });
  const permissions = datasets
    .filter((d) => GAMMA_TABLES.includes(d.table_name))
    .map((d) => ({
      permission: 'datasource_access',
      view_menu: datasourcePermView(EXAMPLES_DATABASE_NAME, d.table_name, d.id),
    }));
  const granted = await admin.put(`/api/v1/security/roles/${role.body.id}/permissions`, { permissions });
  if (granted.status !== 200) throw new Error(`granting datasets failed: ${granted.status}`);
  const roles = await admin.get<{ result: { id: number; name: string }[] }>(
    '/api/v1/security/roles/?q=(page_size:100)',
  );
  const gammaRole = roles.body.result.find((r) => r.name === 'Gamma');
  const password = 'bench-gamma-pass-1';
  const user = await admin.post('/api/v1/security/users/', {
    username: 'bench_gamma',
    password,
    first_name: 'Bench',
    last_name: 'Gamma',
    email: 'bench_gamma@example.com',
    roles: [gammaRole?.id, role.body.id],
  });
  if (user.status !== 201) {
    throw new Error(`creating the Gamma user failed: ${user.status} ${JSON.stringify(user.body)}`);
  }
  return signIn(url, 'bench_gamma', password);
};

/** A first page of 25, as the list pages ask for it. */
const q = (...parts: string[]): string =>
  `?q=${encodeURIComponent(`(${[...parts, 'page:0', 'page_size:25'].join(',')})`)}`;
const LATEST = 'order_column:changed_on_delta_humanized,order_direction:desc';
const filter = (col: string, opr: string, value: string): string => `filters:!((col:${col},opr:${opr},value:${value}))`;

const cases = (admin: TestClient, gamma: TestClient): ListCase[] =>
  (
    [
      ['dashboard', 'dashboard_title', 'dashboard_is_favorite'],
      ['chart', 'slice_name', 'chart_is_favorite'],
    ] as const
  ).flatMap(([resource, title, favourite]) => {
    const base = `/api/v1/${resource}/`;
    return [
      { name: `${resource} list, default`, path: base + q(LATEST), client: admin },
      { name: `${resource} list, search`, path: base + q(filter(title, 'ct', 'revenue'), LATEST), client: admin },
      { name: `${resource} list, favourites`, path: base + q(filter('id', favourite, '!t'), LATEST), client: admin },
      {
        name: `${resource} list, sort by name`,
        path: base + q(`order_column:${title},order_direction:asc`),
        client: admin,
      },
      { name: `${resource} list, default as Gamma`, path: base + q(LATEST), client: gamma },
    ];
  });

/** p50 and p95 of sequential warm requests, each timed until its JSON answer is read and parsed. */
const measure = async (c: ListCase, store: string): Promise<BenchRow> => {
  const times: number[] = [];
  let count = 0;
  let bytes = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const started = performance.now();
    const res = await c.client.request<{ count: number; result: unknown[] }>('GET', c.path);
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(res.body)}`);
    if (i >= WARMUP) times.push(ms);
    count = res.body.count;
    bytes = JSON.stringify(res.body).length;
  }
  const p50 = round(percentile(times, 0.5));
  return {
    benchmark: `API ${c.name} p50`,
    value: p50,
    unit: 'ms',
    budget: BUDGET_MS,
    within_budget: p50 < BUDGET_MS,
    detail: `${store}, p95 ${round(percentile(times, 0.95))} ms over ${REQUESTS} requests; ${count.toLocaleString('en')} matching, ${Math.round(bytes / 1024)} kB of JSON`,
  };
};

/** Fills the store with the list seed while no server writes to it. */
const seed = async (target: string): Promise<void> => {
  const { meta, cleanup } = openStore(target);
  try {
    const seeded = await seedListData(meta.db);
    process.stdout.write(`list bench: seeded ${JSON.stringify(seeded)}\n`);
  } finally {
    await meta.close();
    cleanup();
  }
};

/**
 * Lists at scale: 10,000 dashboards and 50,000 charts in the store, then the list API (p50/p95)
 * and the list pages in Chromium. A first start registers the examples the charts point at; the
 * seed runs with the server stopped, and the measured server opens the grown store, as a
 * restarted deployment would. BENCH_LIST_STORE=postgres runs it on a throwaway PostgreSQL
 * database (TEST_PG_URL) instead of SQLite.
 */
export const benchList = async (): Promise<BenchRow[]> => {
  const admin = { username: 'bench', password: 'bench-password-1' };
  const store = process.env.BENCH_LIST_STORE === 'postgres' ? 'postgres' : 'sqlite';
  const pg = store === 'postgres' ? await createTempPgDatabase() : null;
  const home = mkdtempSync(join(tmpdir(), 'tessera-bench-list-'));
  const opts = { home, ...(pg && { databaseUrl: pg.url }) };
  try {
    const first = await startServerProcess(18_095, admin, opts);
    try {
      await waitForDatasets(await signIn(first.url, admin.username, admin.password));
    } finally {
      await first.stop();
    }
    await seed(pg?.url ?? home);
    const server = await startServerProcess(18_095, admin, opts);
    try {
      const api = await signIn(server.url, admin.username, admin.password);
      const gamma = await createGamma(server.url, api, await waitForDatasets(api));
      const rows: BenchRow[] = [];
      for (const c of cases(api, gamma)) rows.push(await measure(c, store));
      rows.push(...(await benchListPages(server.url, admin, store)));
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await pg?.drop();
    rmSync(home, { recursive: true, force: true });
  }
};
