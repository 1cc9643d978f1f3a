import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_GENERIC } from '@tessera/core';
import { describeEngineConformance } from '../../test-support/engine-conformance.js';
import {
  mysqlAvailable,
  naiveTimestamp,
  SAMPLE_TIMESTAMPS,
  TEST_MYSQL_URL,
  uniquePrefix,
} from '../../test-support/engine-samples.js';
import { mysqlSpec } from './mysql.js';
import { EngineConnectionError, QueryTimeoutError, type ConnectionInfo, type EngineConnection } from './types.js';

const available = await mysqlAvailable();

describe.runIf(available)('MariaDB / MySQL engine', () => {
  const prefix = uniquePrefix();
  const tsTable = `${prefix}_ts`;
  const view = `${prefix}_view`;
  const url = new URL(TEST_MYSQL_URL);
  const schema = url.pathname.slice(1);
  let admin: mysql.Connection;
  let conn: EngineConnection;

  const info: ConnectionInfo = {
    parameters: {
      host: url.hostname,
      port: Number(url.port || 3306),
      username: decodeURIComponent(url.username),
      database: schema,
    },
    password: url.password ? decodeURIComponent(url.password) : null,
    extra: { pool_size: 2 },
  };

  beforeAll(async () => {
    admin = await mysql.createConnection({ uri: TEST_MYSQL_URL });
    const values = SAMPLE_TIMESTAMPS.map((iso, i) => `(${i + 1}, '${naiveTimestamp(iso)}')`).join(', ');
    await admin.query(`CREATE TABLE \`${tsTable}\` (id INT NOT NULL, ts DATETIME(3), label VARCHAR(50))`);
    await admin.query(`INSERT INTO \`${tsTable}\` (id, ts) VALUES ${values}`);
    await admin.query(`CREATE VIEW \`${view}\` AS SELECT * FROM \`${tsTable}\``);
    conn = await mysqlSpec.connect(info);
  });

  afterAll(async () => {
    await conn?.close();
    await admin?.query(`DROP VIEW IF EXISTS \`${view}\``);
    await admin?.query(`DROP TABLE IF EXISTS \`${tsTable}\``);
    await admin?.end();
  });

  describeEngineConformance({
    spec: mysqlSpec,
    connection: () => conn,
    timestampsTable: () => `\`${tsTable}\``,
    schema,
    tableName: () => tsTable,
    viewName: () => view,
    sleepSql: 'SELECT SLEEP(5)',
    trueValue: 1,
  });

  it('leaves no query running on the server after a timeout', async () => {
    const marker = `tessera_sleep_${Date.now()}`;
    await expect(conn.execute(`SELECT SLEEP(5) AS ${marker}`, { timeoutMs: 300 })).rejects.toBeInstanceOf(
      QueryTimeoutError,
    );
    const [rows] = await admin.query(
      "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE ? AND COMMAND = 'Query' AND ID <> CONNECTION_ID()",
      [`%${marker}%`],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('maps result types and keeps exactness of big numbers', async () => {
    const result = await conn.execute(
      `SELECT CAST(9007199254740993 AS SIGNED) AS big, CAST(42 AS SIGNED) AS small, CAST(123.45 AS DECIMAL(10,2)) AS num,
              CAST('12345678901234567890.5' AS DECIMAL(30,1)) AS wide, DATE '2024-01-02' AS d, TIME '10:11:12' AS t,
              CAST(NULL AS DATETIME) AS n, CURRENT_TIMESTAMP() AS now_ts`,
    );
    // MariaDB narrows CAST(42 AS SIGNED) to INT where MySQL 8 says BIGINT.
    expect(['INT', 'BIGINT']).toContain(result.columns[1]?.type);
    expect(result.columns.map((c) => [c.name, c.name === 'small' ? 'INT|BIGINT' : c.type, c.typeGeneric])).toEqual([
      ['big', 'BIGINT', TYPE_GENERIC.NUMERIC],
      ['small', 'INT|BIGINT', TYPE_GENERIC.NUMERIC],
      ['num', 'DECIMAL', TYPE_GENERIC.NUMERIC],
      ['wide', 'DECIMAL', TYPE_GENERIC.NUMERIC],
      ['d', 'DATE', TYPE_GENERIC.TEMPORAL],
      ['t', 'TIME', TYPE_GENERIC.STRING],
      ['n', 'DATETIME', TYPE_GENERIC.TEMPORAL],
      ['now_ts', 'DATETIME', TYPE_GENERIC.TEMPORAL],
    ]);
    const [big, small, num, wide, d, t, n, now] = result.rows[0] as unknown[];
    expect([big, small, num, wide, d, t, n]).toEqual([
      '9007199254740993',
      42,
      123.45,
      '12345678901234567890.5',
      Date.UTC(2024, 0, 2),
      '10:11:12',
      null,
    ]);
    // The session runs in UTC, so the server's clock reads as the real instant.
    expect(Math.abs((now as number) - Date.now())).toBeLessThan(60_000);
  });

  it('clears NO_BACKSLASH_ESCAPES so escaped literals keep their meaning', async () => {
    const result = await conn.execute(
      `SELECT @@SESSION.sql_mode LIKE '%NO_BACKSLASH_ESCAPES%' AS nbe, ${mysqlSpec.dialect.literal('a\\b')} AS v`,
    );
    expect(result.rows[0]).toEqual([0, 'a\\b']);
  });

  it('fails fast with the host when the server is unreachable', async () => {
    const start = performance.now();
    const err = await mysqlSpec
      .connect({ ...info, parameters: { ...info.parameters, host: '127.0.0.1', port: 1 } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineConnectionError);
    expect((err as Error).message).toMatch(/127\.0\.0\.1:1/);
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
