import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_GRAINS, TYPE_GENERIC, type TimeGrain } from '@tessera/core';
import { clickhouseDialect, clickhouseIntrospectionSql, clickhouseResult, clickhouseSpec } from './clickhouse.js';
import { sendJson, startFakeServer } from '../../test-support/fake-http-server.js';
import { EngineConnectionError, QueryCancelledError, QueryTimeoutError, type EngineConnection } from './types.js';

const d = clickhouseDialect;
const U = "toDateTime(`ts`, 'UTC')";

const EXPECTED_GRAINS: Record<TimeGrain, string> = {
  PT1S: `toStartOfInterval(${U}, INTERVAL 1 SECOND)`,
  PT5S: `toStartOfInterval(${U}, INTERVAL 5 SECOND)`,
  PT30S: `toStartOfInterval(${U}, INTERVAL 30 SECOND)`,
  PT1M: `toStartOfInterval(${U}, INTERVAL 1 MINUTE)`,
  PT5M: `toStartOfInterval(${U}, INTERVAL 5 MINUTE)`,
  PT10M: `toStartOfInterval(${U}, INTERVAL 10 MINUTE)`,
  PT15M: `toStartOfInterval(${U}, INTERVAL 15 MINUTE)`,
  PT30M: `toStartOfInterval(${U}, INTERVAL 30 MINUTE)`,
  PT1H: `toStartOfInterval(${U}, INTERVAL 1 HOUR)`,
  PT6H: `toStartOfInterval(${U}, INTERVAL 6 HOUR)`,
  P1D: `toStartOfDay(${U})`,
  P1W: `toDateTime(toStartOfWeek(${U}, 1), 'UTC')`,
  P1M: `toDateTime(toStartOfMonth(${U}), 'UTC')`,
  P3M: `toDateTime(toStartOfQuarter(${U}), 'UTC')`,
  P1Y: `toDateTime(toStartOfYear(${U}), 'UTC')`,
  '1969-12-28T00:00:00Z/P1W': `toDateTime(toStartOfWeek(${U}, 0), 'UTC')`,
  '1969-12-29T00:00:00Z/P1W': `toDateTime(toStartOfWeek(${U}, 1), 'UTC')`,
  'P1W/1970-01-03T00:00:00Z': `toDateTime(addDays(toStartOfWeek(${U}, 0), 6), 'UTC')`,
  'P1W/1970-01-04T00:00:00Z': `toDateTime(addDays(toStartOfWeek(${U}, 1), 6), 'UTC')`,
};

describe('ClickHouse dialect', () => {
  it.each(TIME_GRAINS.map((g) => g.grain))('writes the %s grain', (grain) => {
    expect(d.timeGrainExpression(grain, d.quoteIdentifier('ts'))).toBe(EXPECTED_GRAINS[grain]);
  });

  it('quotes identifiers with backticks, escaping backticks and backslashes', () => {
    expect(d.quoteIdentifier('a`b c')).toBe('`a``b c`');
    expect(d.quoteIdentifier('a\\b')).toBe('`a\\\\b`');
    expect(() => d.quoteIdentifier('')).toThrow();
  });

  it('escapes backslashes and quotes in literals', () => {
    expect(d.literal("it's")).toBe("'it''s'");
    expect(d.literal('a\\b')).toBe("'a\\\\b'");
    expect(d.literal("\\'; DROP TABLE x; --")).toBe("'\\\\''; DROP TABLE x; --'");
    expect(d.literal('é😀')).toBe("'é😀'");
    expect(() => d.literal('a\0b')).toThrow();
    expect(d.literal(-1.5)).toBe('(-1.5)');
    expect(d.literal(true)).toBe('true');
    expect(d.literal(false)).toBe('false');
    expect(d.literal(null)).toBe('NULL');
    expect(() => d.literal(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('writes UTC timestamp literals, ilike() and LIMIT/OFFSET', () => {
    expect(d.timestampLiteral(new Date('2024-03-13T15:47:31Z'))).toBe("toDateTime('2024-03-13 15:47:31', 'UTC')");
    expect(d.literal(new Date('2024-03-13T15:47:31.250Z'))).toBe("toDateTime64('2024-03-13 15:47:31.250', 3, 'UTC')");
    expect(d.ilike('`name`', "'%a%'")).toBe("ilike(`name`, '%a%')");
    expect(d.limit('SELECT 1 -- note', 10, 20)).toBe('SELECT 1 -- note\nLIMIT 10 OFFSET 20');
    expect(d.limit('SELECT 1', 10, 0)).toBe('SELECT 1\nLIMIT 10');
  });

  it('reads partition columns from is_in_partition_key and binds names as parameters', () => {
    expect(clickhouseIntrospectionSql.partitionColumns).toContain('is_in_partition_key');
    expect(clickhouseIntrospectionSql.columns).toContain('{table:String}');
  });

  it('converts quoted 64-bit integers, decimals and ISO times', () => {
    const result = clickhouseResult({
      meta: [
        { name: 'at', type: "Nullable(DateTime64(3, 'UTC'))" },
        { name: 'day', type: 'Date' },
        { name: 'n', type: 'UInt64' },
        { name: 'huge', type: 'Int128' },
        { name: 'price', type: 'Decimal(38, 2)' },
        { name: 'ok', type: 'Bool' },
        { name: 'tag', type: 'LowCardinality(String)' },
      ],
      data: [
        ['2024-03-13T15:47:31.250Z', '2024-03-13', '42', '170141183460469231731687303715884105727', '12.50', true, 'x'],
      ],
    });
    expect(result.columns.map((c) => c.typeGeneric)).toEqual([
      TYPE_GENERIC.TEMPORAL,
      TYPE_GENERIC.TEMPORAL,
      TYPE_GENERIC.NUMERIC,
      TYPE_GENERIC.NUMERIC,
      TYPE_GENERIC.NUMERIC,
      TYPE_GENERIC.BOOLEAN,
      TYPE_GENERIC.STRING,
    ]);
    expect(result.rows[0]).toEqual([
      Date.UTC(2024, 2, 13, 15, 47, 31, 250),
      Date.UTC(2024, 2, 13),
      42,
      '170141183460469231731687303715884105727',
      12.5,
      true,
      'x',
    ]);
  });
});

describe('ClickHouse client against a fake server', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let conn: EngineConnection;
  const killed: string[] = [];

  beforeAll(async () => {
    fake = await startFakeServer((req, res) => {
      if (req.method === 'GET') {
        res.writeHead(200).end('1\n');
      } else if (req.body.startsWith('KILL QUERY')) {
        killed.push(/query_id = '([^']+)'/.exec(req.body)?.[1] ?? '');
        res.writeHead(200).end('');
      } else if (req.body.includes('sleep')) {
        // Never answers: the client must abort the request and kill the query.
      } else if (req.body.includes('boom')) {
        res.writeHead(404, { 'x-clickhouse-exception-code': '60' });
        res.end(
          "Code: 60. DB::Exception: Unknown table expression identifier 'boom'. (UNKNOWN_TABLE) (version 24.3.1.1)\n",
        );
      } else {
        sendJson(res, { meta: [{ name: 'x', type: 'UInt64' }], data: [['7']], rows: 1 });
      }
    });
    const port = Number(new URL(fake.base).port);
    conn = await clickhouseSpec.connect({
      parameters: { host: '127.0.0.1', port, username: 'bob', database: 'analytics' },
      password: 'secret',
      extra: {},
    });
  });

  afterAll(async () => {
    await conn?.close();
    await fake?.close();
  });

  it('asks for exact numbers and ISO UTC times, and reads JSONCompact', async () => {
    expect((await conn.execute('SELECT x FROM t;', { timeoutMs: 30_000 })).rows).toEqual([[7]]);
    const post = fake.requests.filter((r) => r.method === 'POST').at(-1);
    const params = new URL(post?.url ?? '/', fake.base).searchParams;
    expect(params.get('date_time_output_format')).toBe('iso');
    expect(params.get('output_format_json_quote_64bit_integers')).toBe('1');
    expect(params.get('output_format_json_quote_decimals')).toBe('1');
    expect(params.get('prefer_column_name_to_alias')).toBe('1');
    expect(params.get('max_execution_time')).toBe('31');
    expect(params.get('database')).toBe('analytics');
    expect(post?.body).toBe('SELECT x FROM t \nFORMAT JSONCompact');
  });

  it('keeps the engine message of a failed query', async () => {
    await expect(conn.execute('SELECT boom')).rejects.toThrow(/Unknown table expression identifier 'boom'/);
  });

  it('aborts the request and kills the query by id on timeout and on abort', async () => {
    await expect(conn.execute('SELECT sleep(3)', { timeoutMs: 300 })).rejects.toBeInstanceOf(QueryTimeoutError);
    const sent = fake.requests.filter((r) => r.body.includes('sleep')).at(-1);
    const queryId = new URL(sent?.url ?? '/', fake.base).searchParams.get('query_id');
    expect(queryId).toBeTruthy();
    expect(killed.at(-1)).toBe(queryId);

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    await expect(conn.execute('SELECT sleep(3)', { signal: controller.signal })).rejects.toBeInstanceOf(
      QueryCancelledError,
    );
    expect(killed).toHaveLength(2);
  });

  it('fails fast naming the host when nothing listens', async () => {
    const start = performance.now();
    const err = await clickhouseSpec
      .connect({ parameters: { host: '127.0.0.1', port: 1 }, password: null, extra: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineConnectionError);
    expect((err as Error).message).toMatch(
      /^Could not connect to ClickHouse at http:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/,
    );
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
