import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import autocannon from 'autocannon';
import { parseServerTiming } from '../packages/server/src/query/stage-timings.js';
import { TestClient } from '../packages/server/test-support/test-app.js';
import { startServerProcess } from './server-process.js';

export interface BenchRow {
  benchmark: string;
  value: number;
  unit: string;
  budget: number | null;
  within_budget: boolean | null;
  detail?: string;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** (a) API overhead over raw DuckDB for a GROUP BY on 3M flights; (b) cached throughput. */
export const benchChartData = async (iterations = 15): Promise<BenchRow[]> => {
  const admin = { username: 'bench', password: 'bench-password-1' };
  const t = await startServerProcess(18_099, admin);
  try {
    const login = await new TestClient(t.url).post<{ access_token: string }>('/api/v1/security/login', {
      ...admin,
      provider: 'db',
    });
    const token = login.body.access_token;
    const api = new TestClient(t.url).withToken(token);
    let flights: number | undefined;
    // Examples load in the background after start; wait for the flights dataset.
    for (let i = 0; i < 240 && flights === undefined; i += 1) {
      const list = await api.get<{ result: { id: number; table_name: string }[] }>(
        '/api/v1/dataset/?q=(page_size:100)',
      );
      flights = list.body.result.find((d) => d.table_name === 'flights')?.id;
      if (flights === undefined) await new Promise((r) => setTimeout(r, 500));
    }
    if (flights === undefined) throw new Error('examples did not load');
    // The query a line chart sends: monthly x-axis, top-10 origins as series, two metrics.
    const body = {
      datasource: { id: flights, type: 'table' },
      queries: [
        {
          columns: [
            {
              label: 'month',
              sqlExpression: 'departure_time',
              columnType: 'BASE_AXIS',
              timeGrain: 'P1M',
              expressionType: 'SQL',
            },
            'origin',
          ],
          metrics: [
            'count',
            { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'delay' }, label: 'avg_delay' },
          ],
          series_columns: ['origin'],
          series_limit: 10,
          row_limit: 10000,
        },
      ],
      force: true,
    };
    const sql =
      (await api.post<{ result: { query: string }[] }>('/api/v1/chart/data', { ...body, result_type: 'query' })).body
        .result[0]?.query ?? '';

    const instance = await DuckDBInstance.create(join(t.home, 'examples.duckdb'), { access_mode: 'READ_ONLY' });
    const direct = await instance.connect();
    const apiTimes: number[] = [];
    const rawTimes: number[] = [];
    const stageTimes = new Map<string, number[]>();
    for (let i = 0; i < iterations + 2; i += 1) {
      let started = performance.now();
      const res = await api.request('POST', '/api/v1/chart/data', body);
      if (res.status !== 200) throw new Error(`chart data answered ${res.status}: ${JSON.stringify(res.body)}`);
      const apiMs = performance.now() - started;
      const stages = { ...parseServerTiming(res.headers.get('server-timing') ?? ''), total: apiMs };
      if (i >= 2)
        for (const [stage, ms] of Object.entries(stages)) stageTimes.set(stage, [...(stageTimes.get(stage) ?? []), ms]);
      started = performance.now();
      const reader = await direct.runAndReadAll(sql);
      reader.getRowObjects();
      const rawMs = performance.now() - started;
      // The first two rounds warm caches and pools on both sides.
      if (i >= 2) {
        apiTimes.push(apiMs);
        rawTimes.push(rawMs);
      }
    }
    direct.closeSync();
    instance.closeSync();

    const cachedBody = JSON.stringify({ ...body, force: false });
    await api.post('/api/v1/chart/data', JSON.parse(cachedBody));
    const load = await autocannon({
      url: `${t.url}/api/v1/chart/data`,
      method: 'POST',
      connections: 10,
      duration: 10,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: cachedBody,
    });
    if (load.non2xx > 0) throw new Error(`${load.non2xx} cached requests failed`);
    const ratio = median(apiTimes) / median(rawTimes);
    return [
      {
        benchmark: 'chart-data overhead (API force=true / raw DuckDB), median',
        // query: monthly count and average delay of the top 10 origins over 3M flights
        value: round(ratio),
        unit: 'ratio',
        budget: 1.1,
        within_budget: ratio <= 1.1,
        detail: `api ${round(median(apiTimes), 1)} ms, raw ${round(median(rawTimes), 1)} ms, n=${iterations}`,
      },
      {
        // The server's own Server-Timing stages, medians; 'total' is the client's round trip.
        benchmark: 'chart-data uncached stages (Server-Timing), median ms',
        value: round(median(stageTimes.get('engine') ?? [0]), 1),
        unit: 'ms engine',
        budget: null,
        within_budget: null,
        detail: [...stageTimes].map(([stage, ms]) => `${stage} ${round(median(ms), 1)}`).join(', '),
      },
      {
        benchmark: 'chart-data cached throughput',
        value: round(load.requests.average, 0),
        unit: 'req/s',
        budget: null,
        within_budget: null,
      },
      {
        benchmark: 'chart-data cached latency p99',
        value: load.latency.p99,
        unit: 'ms',
        budget: 20,
        within_budget: load.latency.p99 < 20,
        detail: `p50 ${load.latency.p50} ms, 10 connections, 10 s`,
      },
    ];
  } finally {
    await t.stop();
  }
};
