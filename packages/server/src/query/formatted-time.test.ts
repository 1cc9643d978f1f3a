import { QueryObjectSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { duckdbDialect } from '../engines/duckdb.js';
import { mysqlDialect } from '../engines/mysql.js';
import { trinoDialect } from '../engines/trino.js';
import type { Dialect } from '../engines/types.js';
import { HttpError } from '../http/http-error.js';
import { compileQuery, type CompileOptions } from './compile-query.js';
import type { QueryDataset } from './types.js';

const column = (name: string, typeGeneric: 0 | 1 | 2, pythonDateFormat: string | null) =>
  [name, { name, expression: null, isDttm: true, typeGeneric, pythonDateFormat }] as const;

/** Time columns stored as Superset datasets declare them with python_date_format. */
const events: QueryDataset = {
  id: 1,
  tableName: 'events',
  schema: null,
  sql: null,
  mainDttmCol: 'ts',
  columns: new Map([
    column('ts', 2, null),
    column('year', 0, '%Y'),
    column('day', 1, '%Y-%m-%d'),
    column('eu', 1, '%d/%m/%Y %H:%M:%S'),
    column('secs', 0, 'epoch_s'),
    column('millis', 0, 'epoch_ms'),
    column('weekday', 1, '%a %d %b'),
  ]),
  metrics: new Map([['count', 'COUNT(*)']]),
};

const options = (dialect: Dialect): CompileOptions => ({
  dialect,
  defaultRowLimit: 100,
  maxRowLimit: 100,
  // 2023-06-15T12:30:45.678 to 2024-06-15T00:00:00, so bounds are not whole years.
  resolveRange: () => ({
    since: new Date(Date.UTC(2023, 5, 15, 12, 30, 45, 678)),
    until: new Date(Date.UTC(2024, 5, 15)),
  }),
  rlsPredicate: null,
});

const q = (input: z.input<typeof QueryObjectSchema>) => QueryObjectSchema.parse(input);
const axis = (col: string, timeGrain?: string) => ({
  label: col,
  sqlExpression: col,
  columnType: 'BASE_AXIS' as const,
  expressionType: 'SQL' as const,
  ...(timeGrain && { timeGrain }),
});
const where = (col: string, dialect: Dialect = duckdbDialect): string => {
  const sql = compileQuery(
    q({ metrics: ['count'], filters: [{ col, op: 'TEMPORAL_RANGE', val: 'Last year' }] }),
    events,
    options(dialect),
  ).sql;
  return /WHERE \((.*)\)\s+(?:ORDER|LIMIT)/.exec(sql)?.[1] ?? sql;
};

describe('a time range on a column stored as text or numbers (dttm_sql_literal)', () => {
  it('compares a year number with year numbers, as the column stores them', () => {
    expect(where('year')).toBe('"year" >= 2023 AND "year" < 2024');
  });

  it('compares ISO date text with text in the same format', () => {
    expect(where('day')).toBe(`"day" >= '2023-06-15' AND "day" < '2024-06-15'`);
    expect(where('day', mysqlDialect)).toBe("`day` >= '2023-06-15' AND `day` < '2024-06-15'");
  });

  it('compares epochs with whole seconds, or their milliseconds', () => {
    const [since, until] = [Math.trunc(Date.UTC(2023, 5, 15, 12, 30, 45) / 1000), Date.UTC(2024, 5, 15) / 1000];
    expect(where('secs')).toBe(`"secs" >= ${since} AND "secs" < ${until}`);
    expect(where('millis')).toBe(`"millis" >= ${since * 1000} AND "millis" < ${until * 1000}`);
  });

  it('parses a day-first format, whose text does not sort in time order, and compares timestamps', () => {
    expect(where('eu')).toBe(
      `try_strptime(CAST("eu" AS VARCHAR), '%d/%m/%Y %H:%M:%S') >= TIMESTAMP '2023-06-15 12:30:45.678' AND ` +
        `try_strptime(CAST("eu" AS VARCHAR), '%d/%m/%Y %H:%M:%S') < TIMESTAMP '2024-06-15 00:00:00'`,
    );
  });

  it('leaves a real timestamp column as it was', () => {
    expect(where('ts')).toBe(`"ts" >= TIMESTAMP '2023-06-15 12:30:45.678' AND "ts" < TIMESTAMP '2024-06-15 00:00:00'`);
  });
});

describe('a time axis on such a column', () => {
  it('reads it as a timestamp before the grain, in the engine spec', () => {
    const sql = compileQuery(
      q({ columns: [axis('year', 'P1Y')], metrics: ['count'] }),
      events,
      options(duckdbDialect),
    ).sql;
    expect(sql).toContain(
      `SELECT date_trunc('year', try_strptime(CAST("year" AS VARCHAR), '%Y')) AS "year", COUNT(*) AS "count"`,
    );
    const trino = compileQuery(q({ columns: [axis('day', 'P1M')], metrics: ['count'] }), events, options(trinoDialect));
    expect(trino.sql).toContain(
      `date_trunc('month', CAST(try(date_parse(CAST("day" AS VARCHAR), '%Y-%m-%d')) AS TIMESTAMP)) AS "day"`,
    );
  });

  it('reads it without a grain too, and epochs as Superset does with epoch_to_dttm', () => {
    const sql = compileQuery(q({ columns: [axis('secs')], metrics: ['count'] }), events, options(duckdbDialect)).sql;
    expect(sql).toContain(`SELECT make_timestamp(CAST("secs" AS BIGINT) * 1000000) AS "secs"`);
  });

  it('keeps a plain group-by on the column as stored, as Superset does', () => {
    const sql = compileQuery(q({ columns: ['year'], metrics: ['count'] }), events, options(duckdbDialect)).sql;
    expect(sql).toContain('SELECT "year" AS "year"');
  });

  it("answers 400 naming the field when the engine cannot read the column's format", () => {
    const run = () =>
      compileQuery(q({ columns: [axis('weekday', 'P1D')], metrics: ['count'] }), events, options(duckdbDialect));
    expect(run).toThrow(HttpError);
    expect(run).toThrow(/Column 'weekday' stores dates as '%a %d %b'/);
    try {
      run();
    } catch (err) {
      expect((err as HttpError).statusCode).toBe(400);
    }
  });
});
