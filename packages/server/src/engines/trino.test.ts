import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_GRAINS, TYPE_GENERIC, type TimeGrain } from '@tessera/core';
import { duckdbSpec } from './duckdb.js';
import { expectedBucket, naiveTimestamp, SAMPLE_TIMESTAMPS } from '../../test-support/engine-samples.js';
import { sendJson, startFakeServer } from '../../test-support/fake-http-server.js';
import { rowTypeFieldNames } from './trino-introspect.js';
import { trinoDialect, trinoResult, trinoSpec } from './trino.js';
import { EngineConnectionError, QueryCancelledError, QueryTimeoutError, type EngineConnection } from './types.js';

const d = trinoDialect;
const T = 'CAST("ts" AS TIMESTAMP)';

const EXPECTED_GRAINS: Record<TimeGrain, string> = {
  PT1S: `date_trunc('second', ${T})`,
  PT5S: `date_trunc('second', ${T}) - interval '1' second * (second(${T}) % 5)`,
  PT30S: `date_trunc('second', ${T}) - interval '1' second * (second(${T}) % 30)`,
  PT1M: `date_trunc('minute', ${T})`,
  PT5M: `date_trunc('minute', ${T}) - interval '1' minute * (minute(${T}) % 5)`,
  PT10M: `date_trunc('minute', ${T}) - interval '1' minute * (minute(${T}) % 10)`,
  PT15M: `date_trunc('minute', ${T}) - interval '1' minute * (minute(${T}) % 15)`,
  PT30M: `date_trunc('minute', ${T}) - interval '1' minute * (minute(${T}) % 30)`,
  PT1H: `date_trunc('hour', ${T})`,
  PT6H: `date_trunc('hour', ${T}) - interval '1' hour * (hour(${T}) % 6)`,
  P1D: `date_trunc('day', ${T})`,
  P1W: `date_trunc('week', ${T})`,
  P1M: `date_trunc('month', ${T})`,
  P3M: `date_trunc('quarter', ${T})`,
  P1Y: `date_trunc('year', ${T})`,
  '1969-12-28T00:00:00Z/P1W': `date_trunc('week', ${T} + interval '1' day) - interval '1' day`,
  '1969-12-29T00:00:00Z/P1W': `date_trunc('week', ${T})`,
  'P1W/1970-01-03T00:00:00Z': `date_trunc('week', ${T} + interval '1' day) + interval '5' day`,
  'P1W/1970-01-04T00:00:00Z': `date_trunc('week', ${T}) + interval '6' day`,
};

describe('Trino dialect', () => {
  it.each(TIME_GRAINS.map((g) => g.grain))('writes the %s grain', (grain) => {
    expect(d.timeGrainExpression(grain, d.quoteIdentifier('ts'))).toBe(EXPECTED_GRAINS[grain]);
  });

  it('rejects an unknown grain', () => {
    expect(() => d.timeGrainExpression('P2W' as TimeGrain, 'ts')).toThrow(/Unknown time grain/);
  });

  it('gives correct buckets when its grain SQL runs on DuckDB, which shares date_trunc and interval syntax', async () => {
    const duck = await duckdbSpec.connect({ parameters: { database: ':memory:' }, password: null, extra: {} });
    try {
      const values = SAMPLE_TIMESTAMPS.map((iso, i) => `(${i}, TIMESTAMP '${naiveTimestamp(iso)}')`).join(', ');
      await duck.execute(`CREATE TABLE t AS SELECT * FROM (VALUES ${values}) AS v(id, ts)`);
      for (const { grain } of TIME_GRAINS) {
        const { rows } = await duck.execute(`SELECT ${d.timeGrainExpression(grain, '"ts"')} FROM t ORDER BY id`);
        expect(
          rows.map((r) => r[0]),
          grain,
        ).toEqual(SAMPLE_TIMESTAMPS.map((iso) => expectedBucket(grain, iso)));
      }
    } finally {
      await duck.close();
    }
  });

  it('quotes, writes literals, ilike, and OFFSET before LIMIT', () => {
    expect(d.quoteIdentifier('a"b c')).toBe('"a""b c"');
    expect(d.literal("it's \\ fine")).toBe("'it''s \\ fine'");
    expect(d.literal("'; DROP TABLE x; --")).toBe("'''; DROP TABLE x; --'");
    expect(d.literal(-3)).toBe('(-3)');
    expect(d.literal(2.5)).toBe('2.5');
    expect(d.literal(12n)).toBe('12');
    expect(d.literal(true)).toBe('TRUE');
    expect(d.literal(null)).toBe('NULL');
    expect(d.literal(new Date('2024-03-13T15:47:31.250Z'))).toBe("TIMESTAMP '2024-03-13 15:47:31.250'");
    expect(d.timestampLiteral(new Date('2024-03-13T00:00:00Z'))).toBe("TIMESTAMP '2024-03-13 00:00:00'");
    expect(() => d.literal(Number.NaN)).toThrow();
    expect(() => d.literal(Number.NEGATIVE_INFINITY)).toThrow();
    expect(d.ilike('"name"', "'%a%'")).toBe(`LOWER("name") LIKE LOWER('%a%')`);
    expect(d.limit('SELECT 1;', 10, 20)).toBe('SELECT 1\nOFFSET 20 LIMIT 10');
    expect(d.limit('SELECT 1', 10)).toBe('SELECT 1\nLIMIT 10');
  });

  it('converts result values by Trino type', () => {
    const result = trinoResult(
      [
        { name: 'ts', type: 'timestamp(3)' },
        { name: 'tz', type: 'timestamp(3) with time zone' },
        { name: 'ny', type: 'timestamp(3) with time zone' },
        { name: 'd', type: 'date' },
        { name: 'dec', type: 'decimal(25,1)' },
        { name: 'small', type: 'decimal(10,2)' },
        { name: 'b', type: 'boolean' },
        { name: 'n', type: 'bigint' },
      ],
      [
        [
          '2024-03-13 15:47:31.250',
          '2024-03-13 15:47:31.250 UTC',
          '2024-03-13 11:47:31.250 America/New_York',
          '2024-03-13',
          '123456789012345678901234.5',
          '12.50',
          true,
          7,
        ],
      ],
    );
    const at = Date.UTC(2024, 2, 13, 15, 47, 31, 250);
    expect(result.rows[0]).toEqual([at, at, at, Date.UTC(2024, 2, 13), '123456789012345678901234.5', 12.5, true, 7]);
    const { NUMERIC, TEMPORAL, BOOLEAN } = TYPE_GENERIC;
    expect(result.columns.map((c) => c.typeGeneric)).toEqual([
      TEMPORAL,
      TEMPORAL,
      TEMPORAL,
      TEMPORAL,
      NUMERIC,
      NUMERIC,
      BOOLEAN,
      NUMERIC,
    ]);
  });

  it('reads Iceberg partition row fields', () => {
    expect(rowTypeFieldNames('row(region varchar, "order day" date, d row(x integer, y integer))')).toEqual([
      'region',
      'order day',
      'd',
    ]);
  });
});

describe('Trino client against a fake coordinator', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let conn: EngineConnection;
  const queries = new Map<string, { sql: string; cancelled: boolean }>();

  beforeAll(async () => {
    fake = await startFakeServer((req, res, base) => {
      const statement = /^\/v1\/statement\/executing\/(q\d+)\/(\d+)$/.exec(req.url);
      if (req.method === 'POST' && req.url === '/v1/statement') {
        const id = `q${queries.size + 1}`;
        queries.set(id, { sql: req.body, cancelled: false });
        sendJson(res, { id, nextUri: `${base}/v1/statement/executing/${id}/1`, stats: { state: 'QUEUED' } });
      } else if (req.method === 'DELETE' && req.url.startsWith('/v1/query/')) {
        const q = queries.get(req.url.slice('/v1/query/'.length));
        if (q) q.cancelled = true;
        res.writeHead(204).end();
      } else if (statement?.[1] && statement[2]) {
        const id = statement[1];
        const q = queries.get(id);
        const page = Number(statement[2]);
        if (q?.sql.includes('sleep')) {
          const body = q.cancelled
            ? { id, error: { message: 'Query was canceled', errorName: 'USER_CANCELED' }, stats: { state: 'FAILED' } }
            : { id, nextUri: `${base}/v1/statement/executing/${id}/${page + 1}`, stats: { state: 'RUNNING' } };
          setTimeout(() => sendJson(res, body), 50);
        } else if (q?.sql.includes('boom')) {
          sendJson(res, {
            id,
            error: { message: "line 1:8: Column 'boom' cannot be resolved" },
            stats: { state: 'FAILED' },
          });
        } else if (page === 1) {
          const columns = [{ name: 'x', type: 'integer' }];
          sendJson(res, { id, columns, data: [[1]], nextUri: `${base}/v1/statement/executing/${id}/2`, stats: {} });
        } else {
          sendJson(res, { id, columns: [{ name: 'x', type: 'integer' }], data: [[2]], stats: { state: 'FINISHED' } });
        }
      } else {
        res.writeHead(404).end();
      }
    });
    const port = Number(new URL(fake.base).port);
    conn = await trinoSpec.connect({
      parameters: { host: '127.0.0.1', port, username: 'alice', database: 'hive/sales' },
      password: null,
      extra: {},
    });
  });

  afterAll(async () => {
    await conn?.close();
    await fake?.close();
  });

  it('sends the user, catalog, schema and UTC zone, and reads every page', async () => {
    expect((await conn.execute('SELECT x FROM t')).rows).toEqual([[1], [2]]);
    const post = fake.requests.filter((r) => r.method === 'POST').at(-1);
    expect(post?.headers).toMatchObject({
      'x-trino-user': 'alice',
      'x-trino-catalog': 'hive',
      'x-trino-schema': 'sales',
      'x-trino-time-zone': 'UTC',
      'x-trino-source': 'tessera',
    });
  });

  it('keeps the engine message of a failed query', async () => {
    await expect(conn.execute('SELECT boom')).rejects.toThrow("line 1:8: Column 'boom' cannot be resolved");
  });

  it('cancels the server query with DELETE on timeout and on abort, and caps its run time', async () => {
    await expect(conn.execute('SELECT sleep', { timeoutMs: 300 })).rejects.toBeInstanceOf(QueryTimeoutError);
    const timedOut = [...queries.values()].at(-1);
    expect(timedOut?.cancelled).toBe(true);
    const post = fake.requests.filter((r) => r.method === 'POST').at(-1);
    expect(post?.headers['x-trino-session']).toContain('query_max_run_time=2s');

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    await expect(conn.execute('SELECT sleep', { signal: controller.signal })).rejects.toBeInstanceOf(
      QueryCancelledError,
    );
    expect([...queries.values()].at(-1)?.cancelled).toBe(true);
  });

  it('fails fast naming the host when nothing listens', async () => {
    const start = performance.now();
    const err = await trinoSpec
      .connect({
        parameters: { host: '127.0.0.1', port: 1, username: 'u', database: 'hive' },
        password: null,
        extra: {},
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineConnectionError);
    expect((err as Error).message).toMatch(/^Could not connect to Trino at http:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/);
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
