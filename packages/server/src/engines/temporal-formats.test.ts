import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, TEST_PG_URL } from '../../test-support/services.js';
import { clickhouseDialect } from './clickhouse.js';
import {
  fixedWidthFields,
  mysqlStylePattern,
  postgresPattern,
  readTemporalFormat,
  withMonthAndDay,
} from './date-format-sql.js';
import { duckdbSpec } from './duckdb.js';
import { mysqlAvailable, TEST_MYSQL_URL } from '../../test-support/engine-samples.js';
import { mysqlSpec } from './mysql.js';
import { postgresSpec } from './postgres.js';
import { sqliteSpec } from './sqlite.js';
import { trinoDialect } from './trino.js';
import type { ConnectionInfo, EngineConnection, EngineSpec } from './types.js';

/** [python_date_format, the stored value, the instant it holds (UTC wall clock)]. */
const CASES: [string, string | number, string][] = [
  ['%Y', 2021, '2021-01-01T00:00:00.000Z'],
  ['%Y', '1999', '1999-01-01T00:00:00.000Z'],
  ['%Y-%m', '2024-03', '2024-03-01T00:00:00.000Z'],
  ['%Y-%m-%d', '2023-07-15', '2023-07-15T00:00:00.000Z'],
  ['%Y%m%d', 20240229, '2024-02-29T00:00:00.000Z'],
  ['%Y/%m/%d %H:%M', '2024/03/13 15:47', '2024-03-13T15:47:00.000Z'],
  ['%Y-%m-%dT%H:%M:%S', '2024-03-13T15:47:31', '2024-03-13T15:47:31.000Z'],
  ['%d/%m/%Y %H:%M:%S', '05/11/2022 13:45:09', '2022-11-05T13:45:09.000Z'],
  ['%m-%d-%y', '12-31-68', '2068-12-31T00:00:00.000Z'],
  ['epoch_s', 1710344851, '2024-03-13T15:47:31.000Z'],
  ['epoch_s', -86400, '1969-12-31T00:00:00.000Z'],
  ['epoch_ms', 1710344851000, '2024-03-13T15:47:31.000Z'],
];
/** Month names and a 12-hour clock: engines with a real parser only. */
const PARSER_CASES: [string, string, string][] = [
  ['%d %b %Y', '05 Nov 2022', '2022-11-05T00:00:00.000Z'],
  ['%B %d, %Y %I:%M %p', 'March 13, 2024 03:47 PM', '2024-03-13T15:47:00.000Z'],
];

const pgInfo = (): ConnectionInfo => {
  const u = new URL(TEST_PG_URL);
  return {
    parameters: {
      host: u.hostname,
      port: Number(u.port || 5432),
      ...(u.username && { username: decodeURIComponent(u.username) }),
      database: u.pathname.slice(1),
    },
    password: u.password ? decodeURIComponent(u.password) : null,
    extra: { pool_size: 1 },
  };
};
const mysqlInfo = (): ConnectionInfo => {
  const u = new URL(TEST_MYSQL_URL);
  return {
    parameters: {
      host: u.hostname,
      port: Number(u.port || 3306),
      username: decodeURIComponent(u.username),
      database: u.pathname.slice(1),
    },
    password: u.password ? decodeURIComponent(u.password) : null,
    extra: { pool_size: 1 },
  };
};

const engines: [EngineSpec, () => ConnectionInfo, boolean, boolean][] = [
  [duckdbSpec, () => ({ parameters: { database: ':memory:' }, password: null, extra: {} }), true, true],
  [sqliteSpec, () => ({ parameters: { database: ':memory:' }, password: null, extra: {} }), true, false],
  [postgresSpec, pgInfo, await postgresAvailable(), true],
  [mysqlSpec, mysqlInfo, await mysqlAvailable(), true],
];

describe.each(engines)('%s reads python_date_format columns', (spec, info, available, hasParser) => {
  let conn: EngineConnection;
  const d = spec.dialect;

  beforeAll(async () => {
    if (available) conn = await spec.connect(info());
  });
  afterAll(async () => {
    await conn?.close();
  });

  const read = async (format: string, value: string | number): Promise<string> => {
    const sql = d.parseTemporal(d.literal(value), format);
    if (sql === null) throw new Error(`${spec.name} cannot read ${format}`);
    const { rows, columns } = await conn.execute(`SELECT ${sql} AS ${d.quoteIdentifier('v')}`, {
      temporalColumns: ['v'],
    });
    expect(columns[0]?.typeGeneric, `${format} reads as a timestamp`).toBe(2);
    return new Date(rows[0]?.[0] as number).toISOString();
  };

  it.runIf(available).each(CASES)('%s: %j', async (format, value, iso) => {
    expect(await read(format, value)).toBe(iso);
  });

  // SQLite has no date parser: formats beyond its built-in ones are refused (null), never misread.
  it.runIf(available).each(PARSER_CASES)('%s: %j', async (format, value, iso) => {
    if (!hasParser) return expect(d.parseTemporal(d.literal(value), format)).toBeNull();
    expect(await read(format, value)).toBe(iso);
  });

  it.runIf(available)('buckets a parsed value with a time grain', async () => {
    const month = d.timeGrainExpression('P1M', d.parseTemporal(d.literal('2023-07-15'), '%Y-%m-%d') ?? '');
    const { rows } = await conn.execute(`SELECT ${month} AS ${d.quoteIdentifier('v')}`, { temporalColumns: ['v'] });
    expect(new Date(rows[0]?.[0] as number).toISOString()).toBe('2023-07-01T00:00:00.000Z');
  });

  it('answers null for a directive it cannot read', () => {
    expect(d.parseTemporal('x', '%a %d %Y')).toBeNull();
    expect(d.parseTemporal('x', 'plain text')).toBeNull();
  });
});

describe('SQLite without a date parser', () => {
  it('refuses month names, 12-hour clocks and days of the year', () => {
    for (const f of ['%d %b %Y', '%I:%M %p', '%Y-%j']) expect(sqliteSpec.dialect.parseTemporal('x', f)).toBeNull();
  });
});

describe('Trino and ClickHouse parsers (SQL text)', () => {
  it('Trino: from_unixtime in UTC, date_parse with MySQL codes and the missing month and day', () => {
    const t = trinoDialect;
    expect(t.parseTemporal('"y"', '%Y')).toBe(`try(date_parse(CAST("y" AS VARCHAR) || '|01|01', '%Y|%m|%d'))`);
    expect(t.parseTemporal('"t"', '%d/%m/%Y %H:%M:%S')).toBe(
      `try(date_parse(CAST("t" AS VARCHAR), '%d/%m/%Y %H:%i:%s'))`,
    );
    expect(t.parseTemporal('"e"', 'epoch_s')).toBe(`CAST(from_unixtime("e", 'UTC') AS TIMESTAMP)`);
    expect(t.parseTemporal('"e"', 'epoch_ms')).toBe(
      `CAST(from_unixtime(CAST("e" AS DOUBLE) / 1000, 'UTC') AS TIMESTAMP)`,
    );
  });

  it('ClickHouse: parseDateTimeOrNull in UTC, epochs as DateTime', () => {
    const c = clickhouseDialect;
    expect(c.parseTemporal('`y`', '%Y-%m')).toBe(
      `parseDateTimeOrNull(concat(toString(\`y\`), '|01'), '%Y-%m|%d', 'UTC')`,
    );
    expect(c.parseTemporal('`t`', "%Y'%m'%d")).toBe(`parseDateTimeOrNull(toString(\`t\`), '%Y''%m''%d', 'UTC')`);
    expect(c.parseTemporal('`e`', 'epoch_s')).toBe(`toDateTime(\`e\`, 'UTC')`);
    expect(c.parseTemporal('`e`', 'epoch_ms')).toBe(`fromUnixTimestamp64Milli(toInt64(\`e\`), 'UTC')`);
  });
});

describe('format pieces', () => {
  const parts = (format: string) => {
    const f = readTemporalFormat(format);
    if (f?.kind !== 'pattern') throw new Error(format);
    return f.parts;
  };

  it('writes PostgreSQL templates with literal text quoted', () => {
    expect(postgresPattern(parts('%Y-%m-%dT%H:%M:%S.%f'))).toBe('YYYY-MM-DD"T"HH24:MI:SS.US');
    expect(postgresPattern(parts('%d %B %Y, %I %p'))).toBe('DD FMMonth YYYY, HH12 AM');
  });

  it("writes MySQL codes and escapes a literal '%'", () => {
    expect(mysqlStylePattern(parts('%Y%%%m %H:%M:%S %b %B'))).toBe('%Y%%%m %H:%i:%s %b %M');
  });

  it('adds the month and day a strict parser needs', () => {
    expect(withMonthAndDay(parts('%Y')).suffix).toBe('|01|01');
    expect(withMonthAndDay(parts('%b %Y')).suffix).toBe('|01');
    expect(withMonthAndDay(parts('%Y-%j')).suffix).toBe('');
  });

  it('finds fixed-width fields, or none when a width varies', () => {
    expect(fixedWidthFields(parts('%d/%m/%Y'))).toEqual([
      { directive: 'd', start: 1, length: 2 },
      { directive: 'm', start: 4, length: 2 },
      { directive: 'Y', start: 7, length: 4 },
    ]);
    expect(fixedWidthFields(parts('%B %Y'))).toBeNull();
  });

  it('reads epochs and refuses unknown directives', () => {
    expect(readTemporalFormat('epoch_ms')).toEqual({ kind: 'epoch_ms' });
    expect(readTemporalFormat('%Y %z')).toBeNull();
  });
});
