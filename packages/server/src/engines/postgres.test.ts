import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_GENERIC } from '@tessera/core';
import { createTempPgDatabase, postgresAvailable } from '../../test-support/services.js';
import { describeEngineConformance } from '../../test-support/engine-conformance.js';
import { naiveTimestamp, SAMPLE_TIMESTAMPS } from '../../test-support/engine-samples.js';
import { postgresSpec } from './postgres.js';
import { EngineConnectionError, QueryTimeoutError, type ConnectionInfo, type EngineConnection } from './types.js';

const available = await postgresAvailable();

describe.runIf(available)('PostgreSQL engine', () => {
  let temp: { url: string; drop: () => Promise<void> };
  let conn: EngineConnection;
  let admin: pg.Client;

  const infoFor = (url: string): ConnectionInfo => {
    const u = new URL(url);
    return {
      parameters: {
        host: u.hostname,
        port: Number(u.port || 5432),
        ...(u.username && { username: decodeURIComponent(u.username) }),
        database: u.pathname.slice(1),
      },
      password: u.password ? decodeURIComponent(u.password) : null,
      extra: { pool_size: 2 },
    };
  };

  beforeAll(async () => {
    temp = await createTempPgDatabase();
    admin = new pg.Client({ connectionString: temp.url });
    await admin.connect();
    const values = SAMPLE_TIMESTAMPS.map((iso, i) => `(${i + 1}, '${naiveTimestamp(iso)}')`).join(', ');
    await admin.query(`
      CREATE TABLE ts_sample (id integer NOT NULL, ts timestamp(3), label text);
      INSERT INTO ts_sample (id, ts) VALUES ${values};
      CREATE VIEW ts_view AS SELECT * FROM ts_sample;
      CREATE TABLE events (region text NOT NULL, day date NOT NULL, amount numeric(10,2))
        PARTITION BY LIST (region);
      CREATE TABLE events_eu PARTITION OF events FOR VALUES IN ('eu');
      CREATE TABLE metrics (at timestamptz NOT NULL, host text NOT NULL, v double precision)
        PARTITION BY RANGE (at, host);`);
    conn = await postgresSpec.connect(infoFor(temp.url));
  });

  afterAll(async () => {
    await conn?.close();
    await admin?.end();
    await temp?.drop();
  });

  describeEngineConformance({
    spec: postgresSpec,
    connection: () => conn,
    timestampsTable: () => 'ts_sample',
    schema: 'public',
    tableName: () => 'ts_sample',
    viewName: () => 'ts_view',
    sleepSql: 'SELECT pg_sleep(5)',
    trueValue: true,
  });

  it('buckets timestamptz and date columns too', async () => {
    const d = postgresSpec.dialect;
    const result = await conn.execute(
      `SELECT ${d.timeGrainExpression('P1W/1970-01-03T00:00:00Z', "TIMESTAMPTZ '2024-03-13 23:30:00-05'")} AS a,
              ${d.timeGrainExpression('PT5M', "DATE '2024-03-13'")} AS b`,
    );
    expect(result.columns.map((c) => c.typeGeneric)).toEqual([TYPE_GENERIC.TEMPORAL, TYPE_GENERIC.TEMPORAL]);
    expect(result.rows[0]).toEqual([Date.UTC(2024, 2, 16), Date.UTC(2024, 2, 13)]);
  });

  it('leaves no query running on the server after a timeout', async () => {
    const marker = `tessera_sleep_${Date.now()}`;
    await expect(conn.execute(`SELECT pg_sleep(5) AS ${marker}`, { timeoutMs: 300 })).rejects.toBeInstanceOf(
      QueryTimeoutError,
    );
    const active = await admin.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1",
      [`%${marker}%`],
    );
    expect(active.rows[0]).toEqual({ n: 0 });
  });

  it('maps result types and keeps exactness of big numbers', async () => {
    const result = await conn.execute(
      `SELECT 9007199254740993::bigint AS big, 42::bigint AS small, 123.45::numeric(10,2) AS num,
              12345678901234567890.5::numeric AS wide, DATE '2024-01-02' AS d, true AS b,
              '{"a": 1}'::jsonb AS j, TIME '10:11:12' AS t, ARRAY[TIMESTAMP '2024-01-01'] AS arr`,
    );
    expect(result.columns.map((c) => [c.type, c.typeGeneric])).toEqual([
      ['bigint', TYPE_GENERIC.NUMERIC],
      ['bigint', TYPE_GENERIC.NUMERIC],
      ['numeric', TYPE_GENERIC.NUMERIC],
      ['numeric', TYPE_GENERIC.NUMERIC],
      ['date', TYPE_GENERIC.TEMPORAL],
      ['boolean', TYPE_GENERIC.BOOLEAN],
      ['jsonb', TYPE_GENERIC.STRING],
      ['time without time zone', TYPE_GENERIC.STRING],
      ['timestamp without time zone[]', TYPE_GENERIC.STRING],
    ]);
    expect(result.rows[0]).toEqual([
      '9007199254740993',
      42,
      123.45,
      '12345678901234567890.5',
      Date.UTC(2024, 0, 2),
      true,
      '{"a": 1}',
      '10:11:12',
      [Date.UTC(2024, 0, 1)],
    ]);
  });

  it('returns AVG over integers as a number', async () => {
    const result = await conn.execute('SELECT AVG(x) AS a FROM (VALUES (1), (1), (2)) AS v(x)');
    expect(result.rows).toEqual([[4 / 3]]);
  });

  it('reports partition key columns of partitioned tables and hides partitions', async () => {
    expect(await conn.introspect.partitionColumns('public', 'events')).toEqual(['region']);
    expect(await conn.introspect.partitionColumns('public', 'metrics')).toEqual(['at', 'host']);
    expect(await conn.introspect.partitionColumns('public', 'ts_sample')).toEqual([]);
    const columns = await conn.introspect.columns('public', 'events');
    expect(columns).toEqual([
      { name: 'region', type: 'text', typeGeneric: TYPE_GENERIC.STRING, nullable: false, isPartition: true },
      { name: 'day', type: 'date', typeGeneric: TYPE_GENERIC.TEMPORAL, nullable: false },
      { name: 'amount', type: 'numeric(10,2)', typeGeneric: TYPE_GENERIC.NUMERIC, nullable: true },
    ]);
    const tables = (await conn.introspect.tables('public')).map((t) => t.name);
    expect(tables).toContain('events');
    expect(tables).not.toContain('events_eu');
  });

  it('returns the last result of several statements', async () => {
    expect((await conn.execute('SELECT 1; SELECT 2 AS two')).rows).toEqual([[2]]);
  });

  it('fails fast with the host when the server is unreachable', async () => {
    const start = performance.now();
    const err = await postgresSpec
      .connect({ parameters: { host: '127.0.0.1', port: 1, database: 'x' }, password: null, extra: {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineConnectionError);
    expect((err as Error).message).toMatch(/127\.0\.0\.1:1/);
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
