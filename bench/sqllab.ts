import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { TestClient } from '../packages/server/test-support/test-app.js';
import { launchChromium } from '../e2e/support/browser.js';
import { measureRouteBundles } from './bundle-size.js';
import type { BenchRow } from './chart-data.js';
import { startServerProcess } from './server-process.js';
import { benchSqlLabBrowser } from './sqllab-browser.js';

const RUNS = 7;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** The aggregation both sides run: a full scan of the 3M-row flights with a GROUP BY. */
const AGGREGATION =
  'SELECT origin, count(*) AS flights, avg(distance) AS distance FROM flights GROUP BY origin ORDER BY origin';

/**
 * A heavier aggregation over the same scan (distinct departure times per origin, ~300 rows like the
 * first): the same fixed cost per execute against an engine time closer to the chart-data bench's.
 */
const HEAVY_AGGREGATION =
  'SELECT origin, count(DISTINCT departure_time) AS times, avg(distance) AS distance FROM flights GROUP BY origin ORDER BY origin';

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/** Median ms of `RUNS` runs after one warm-up run. */
const medianOf = async (run: () => Promise<unknown>): Promise<number> => {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await timed(run));
  return median(times);
};

/** The examples database's id, once the server has loaded the examples (in the background after start). */
const examplesDatabase = async (api: TestClient): Promise<number> => {
  for (let i = 0; i < 480; i += 1) {
    const list = await api.get<{ result: { id: number; table_name: string; database: { id: number } }[] }>(
      '/api/v1/dataset/?q=(page_size:100)',
    );
    const flights = list.body.result.find((d) => d.table_name === 'flights');
    if (flights) return flights.database.id;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('examples did not load');
};

/**
 * `npm run bench sqllab` (issue 26): the API's overhead over raw DuckDB on an aggregation, the
 * browser figures (bench/sqllab-browser.ts) and the /sqllab/ route's initial JS.
 */
export const benchSqlLab = async (dist: string): Promise<BenchRow[]> => {
  const admin = { username: 'bench', password: 'bench-password-1' };
  const server = await startServerProcess(18_126, admin);
  const browser = await launchChromium();
  const copyDir = mkdtempSync(join(tmpdir(), 'tessera-sqllab-bench-'));
  try {
    const login = await new TestClient(server.url).post<{ access_token: string }>('/api/v1/security/login', {
      ...admin,
      provider: 'db',
    });
    const api = new TestClient(server.url).withToken(login.body.access_token);
    const databaseId = await examplesDatabase(api);
    const execute = (sql: string) => async () => {
      const res = await api.post('/api/v1/sqllab/execute/', { database_id: databaseId, sql, runAsync: false });
      if (res.status !== 200) throw new Error(`execute answered ${res.status}`);
    };
    const viaApi = await medianOf(execute(AGGREGATION));
    const heavyViaApi = await medianOf(execute(HEAVY_AGGREGATION));
    // What an execute costs around the engine: the HTTP round trip, checks, query history, results backend.
    const fixed = await medianOf(execute('SELECT 1 AS x'));
    const health = await medianOf(() => api.get('/health'));
    // The server holds the examples file open: raw DuckDB reads a copy, with the same engine build.
    const copy = join(copyDir, 'examples.duckdb');
    copyFileSync(join(server.home, 'examples.duckdb'), copy);
    const instance = await DuckDBInstance.create(copy, { access_mode: 'READ_ONLY' });
    const connection = await instance.connect();
    const rawOf = (sql: string) => medianOf(async () => (await connection.runAndReadAll(sql)).getRowObjectsJson());
    const raw = await rawOf(AGGREGATION);
    const heavyRaw = await rawOf(HEAVY_AGGREGATION);
    connection.closeSync();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript('window.__name = (f) => f;');
    await page.goto(`${server.url}/login/`);
    await page.getByTestId('login-username').fill(admin.username);
    await page.getByTestId('login-password').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    const browserRows = await benchSqlLabBrowser(page, server.url);

    const route = measureRouteBundles(dist).find((b) => b.route === '/sqllab/');
    const kb = route === undefined ? Number.NaN : round(route.jsGzipBytes / 1024);
    const ratio = round(viaApi / raw, 2);
    return [
      ...browserRows,
      {
        benchmark: 'SQL Lab API over raw DuckDB, aggregation on flights',
        value: ratio,
        unit: '×',
        budget: 1.1,
        within_budget: ratio <= 1.1,
        detail: `median of ${RUNS}: execute ${round(viaApi)} ms over HTTP, raw DuckDB ${round(raw)} ms`,
      },
      {
        benchmark: 'SQL Lab API over raw DuckDB, heavier aggregation on flights',
        value: round(heavyViaApi / heavyRaw, 2),
        unit: '×',
        budget: null,
        within_budget: null,
        detail: `median of ${RUNS}: execute ${round(heavyViaApi)} ms over HTTP, raw DuckDB ${round(heavyRaw)} ms`,
      },
      {
        benchmark: 'SQL Lab execute of SELECT 1 over HTTP (its fixed cost)',
        value: round(fixed),
        unit: 'ms',
        budget: null,
        within_budget: null,
        detail: `median of ${RUNS}; GET /health over the same client ${round(health, 2)} ms`,
      },
      {
        benchmark: 'initial JS /sqllab/ (before the editor language chunk)',
        value: kb,
        unit: 'kB gzip',
        budget: 400,
        within_budget: kb <= 400,
        detail: route === undefined ? 'not measured' : `${route.jsFiles} files`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(copyDir, { recursive: true, force: true });
  }
};
