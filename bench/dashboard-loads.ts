import { DuckDBInstance } from '@duckdb/node-api';
import type { Browser, BrowserContext } from 'playwright-core';
import { TestClient } from '../packages/server/test-support/test-app.js';
import { PROBE_INIT, scrollToBottom, waitFirstViewport, type FirstViewport } from './dashboard-probes.js';

/** The bench's admin, created by the server process on its first start. */
export const ADMIN = { username: 'bench', password: 'bench-password-1' };
const VIEWPORT = { width: 1280, height: 720 };
const CHART_DATA = /\/api\/v1\/chart\/data/;

/** Signs in through the API and waits until the examples are loaded (they load after the port opens). */
export const apiWhenReady = async (url: string): Promise<{ api: TestClient; ids: Map<string, number> }> => {
  const login = await new TestClient(url).post<{ access_token: string }>('/api/v1/security/login', {
    ...ADMIN,
    provider: 'db',
  });
  const api = new TestClient(url).withToken(login.body.access_token);
  for (let i = 0; i < 480; i += 1) {
    const health = await api.get<{ examples?: { status: string } }>('/health?detail=1');
    if (health.body.examples?.status === 'loaded') break;
    if (health.body.examples?.status === 'failed') throw new Error('examples failed to load');
    await new Promise((r) => setTimeout(r, 500));
  }
  const list = await api.get<{ result: { id: number; table_name: string }[] }>('/api/v1/dataset/?q=(page_size:100)');
  return { api, ids: new Map(list.body.result.map((d) => [d.table_name, d.id] as const)) };
};

/** A signed-in session's cookies, so each measured context starts with an empty HTTP cache. */
export const sessionState = async (
  browser: Browser,
  url: string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${url}/login/`);
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tessera/welcome/');
  const state = await context.storageState();
  await context.close();
  return state;
};

export interface Load extends FirstViewport {
  /** Requests carrying chart queries sent before the first viewport was drawn. */
  chartRequests: number;
  /** Chart queries those requests carried (a batch carries several). */
  queriesSent: number;
  scroll?: Awaited<ReturnType<typeof scrollToBottom>>;
}

/** One navigation in a fresh context: time to the first viewport drawn, chart-query requests, optionally the scroll. */
export const loadOnce = async (
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof sessionState>>,
  dashboardId: number,
  opts: { scroll?: boolean; screenshot?: string } = {},
): Promise<Load> => {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE_INIT);
    let requests = 0;
    let queries = 0;
    page.on('request', (req) => {
      if (!CHART_DATA.test(req.url())) return;
      requests += 1;
      const body = req.postDataJSON() as { queries?: unknown[] } | null;
      queries += req.url().endsWith('/batch') ? (body?.queries?.length ?? 0) : 1;
    });
    await page.goto(`${url}/tessera/dashboard/${dashboardId}/`, { waitUntil: 'commit' });
    const first = await waitFirstViewport(page);
    const chartRequests = requests;
    const queriesSent = queries;
    if (opts.screenshot) await page.screenshot({ path: opts.screenshot });
    const scroll = opts.scroll ? await scrollToBottom(page) : undefined;
    return { ...first, chartRequests, queriesSent, ...(scroll && { scroll }) };
  } finally {
    await context.close();
  }
};

/** The SQL each chart runs (result_type 'query'), as the server compiles it. */
export const chartSql = async (api: TestClient, chartIds: readonly number[]): Promise<string[]> => {
  const sql: string[] = [];
  for (const id of chartIds) {
    const chart = await api.get<{ result: { query_context: string | null } }>(`/api/v1/chart/${id}`);
    const context = JSON.parse(chart.body.result.query_context ?? '{}') as Record<string, unknown>;
    const res = await api.post<{ result: { query: string }[] }>('/api/v1/chart/data', {
      ...context,
      result_type: 'query',
    });
    if (res.status !== 200) throw new Error(`chart ${id} query: ${res.status}`);
    sql.push(...res.body.result.map((r) => r.query));
  }
  return sql;
};

/** DuckDB alone: a fresh instance on the examples file runs the queries one after another; ms. */
export const duckdbSequential = async (file: string, sql: readonly string[]): Promise<number> => {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const conn = await instance.connect();
  try {
    const started = performance.now();
    for (const q of sql) (await conn.runAndReadAll(q)).getRowObjects();
    return performance.now() - started;
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
};
