import type { QueryObjectSchema } from '@tessera/core';
import { QueryObjectSchema as Schema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Dialect } from '../engines/types.js';
import { compileQuery, type CompileOptions } from './compile-query.js';
import type { QueryDataset } from './types.js';

/** A minimal ANSI dialect so these tests pin the compiler, not an engine. */
const ansi: Dialect = {
  quoteIdentifier: (n) => `"${n.replaceAll('"', '""')}"`,
  literal: (v) =>
    v === null
      ? 'NULL'
      : typeof v === 'string'
        ? `'${v.replaceAll("'", "''")}'`
        : v instanceof Date
          ? `TIMESTAMP '${v.toISOString()}'`
          : String(v),
  timeGrainExpression: (grain, expr) => `GRAIN_${grain}(${expr})`,
  limit: (sql, limit, offset) => `${sql} LIMIT ${limit}${offset ? ` OFFSET ${offset}` : ''}`,
  timestampLiteral: (d) => `TIMESTAMP '${d.toISOString().slice(0, 19).replace('T', ' ')}'`,
  ilike: (e, p) => `${e} ILIKE ${p}`,
  parseTemporal: (e, f) => `PARSE(${e}, '${f}')`,
};

const col = (name: string, typeGeneric: 0 | 1 | 2 | 3, expression: string | null = null) =>
  [name, { name, expression, isDttm: typeGeneric === 2, typeGeneric }] as const;

const flights: QueryDataset = {
  id: 1,
  tableName: 'flights',
  schema: 'main',
  sql: null,
  mainDttmCol: 'date',
  columns: new Map([
    col('date', 2),
    col('origin', 1),
    col('delay', 0),
    col('distance', 0),
    col('is_late', 3, 'delay > 15'),
  ]),
  metrics: new Map([['count', 'COUNT(*)']]),
};

const opts: CompileOptions = {
  dialect: ansi,
  defaultRowLimit: 10_000,
  maxRowLimit: 50_000,
  resolveRange: (e) =>
    e === 'No filter'
      ? { since: null, until: null }
      : { since: new Date('2024-01-01T00:00:00Z'), until: new Date('2024-02-01T00:00:00Z') },
  rlsPredicate: null,
};

const q = (input: z.input<typeof QueryObjectSchema>) => Schema.parse(input);

describe('compileQuery', () => {
  it('compiles the acceptance request: monthly x-axis, saved metric, IN and TEMPORAL_RANGE filters', () => {
    const out = compileQuery(
      q({
        columns: [
          { label: 'date', sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: 'P1M', expressionType: 'SQL' },
        ],
        metrics: ['count'],
        filters: [
          { col: 'origin', op: 'IN', val: ['SEA', 'SFO'] },
          { col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' },
        ],
        row_limit: 1000,
      }),
      flights,
      opts,
    );
    expect(out.sql).toBe(
      'SELECT GRAIN_P1M("date") AS "date", COUNT(*) AS "count" FROM "main"."flights" WHERE ("origin" IN (\'SEA\', \'SFO\')) ' +
        'GROUP BY GRAIN_P1M("date") ORDER BY "count" DESC LIMIT 1000',
    );
    expect(out.labels).toEqual(['date', 'count']);
    expect(out.appliedFilters).toEqual([{ column: 'origin' }, { column: 'date' }]);
  });

  it('caps the row limit at the server maximum and applies offsets', () => {
    const out = compileQuery(q({ columns: ['origin'], row_limit: 10_000_000, row_offset: 20 }), flights, opts);
    expect(out.sql).toBe('SELECT "origin" AS "origin" FROM "main"."flights" LIMIT 50000 OFFSET 20');
  });

  it('builds every filter operator with quoted, type-coerced values', () => {
    const filters = [
      { col: 'origin', op: '==', val: "O'Hare" },
      { col: 'origin', op: '!=', val: null },
      { col: 'delay', op: '>', val: '15' },
      { col: 'delay', op: '<=', val: 100 },
      { col: 'origin', op: 'LIKE', val: 'S%' },
      { col: 'origin', op: 'NOT LIKE', val: 'X%' },
      { col: 'origin', op: 'ILIKE', val: 's%' },
      { col: 'origin', op: 'IS NULL' },
      { col: 'origin', op: 'IS NOT NULL' },
      { col: 'is_late', op: 'IS TRUE' },
      { col: 'is_late', op: 'IS FALSE' },
      { col: 'origin', op: 'NOT IN', val: ['A', null] },
      { col: 'origin', op: 'IN', val: [] },
      { col: 'date', op: '>=', val: '2024-01-05' },
      { col: 'date', op: 'TEMPORAL_RANGE', val: 'Last month' },
    ] satisfies z.input<typeof QueryObjectSchema>['filters'];
    const out = compileQuery(q({ columns: ['origin'], metrics: ['count'], filters }), flights, opts);
    expect(out.sql).toContain(`("origin" = 'O''Hare')`);
    expect(out.sql).toContain('("origin" IS NOT NULL)');
    expect(out.sql).toContain('("delay" > 15)');
    expect(out.sql).toContain('("delay" <= 100)');
    expect(out.sql).toContain(`("origin" LIKE 'S%')`);
    expect(out.sql).toContain(`("origin" NOT LIKE 'X%')`);
    expect(out.sql).toContain(`("origin" ILIKE 's%')`);
    expect(out.sql).toContain('("origin" IS NULL)');
    expect(out.sql).toContain('((delay > 15) = true)');
    expect(out.sql).toContain('((delay > 15) = false)');
    expect(out.sql).toContain(`("origin" NOT IN ('A') AND "origin" IS NOT NULL)`);
    expect(out.sql).toContain('(1 = 0)');
    expect(out.sql).toContain(`("date" >= TIMESTAMP '2024-01-05 00:00:00')`);
    expect(out.sql).toContain(
      `("date" >= TIMESTAMP '2024-01-01 00:00:00' AND "date" < TIMESTAMP '2024-02-01 00:00:00')`,
    );
    expect(out.fromDttm).toBe(Date.UTC(2024, 0, 1));
    expect(out.toDttm).toBe(Date.UTC(2024, 1, 1));
  });

  it('answers an unknown column, metric or grain with a 400 that names it', () => {
    expect(() => compileQuery(q({ columns: ['nope'] }), flights, opts)).toThrow("Column 'nope' does not exist");
    expect(() => compileQuery(q({ columns: ['origin'], metrics: ['revenue'] }), flights, opts)).toThrow(
      "Metric 'revenue'",
    );
    expect(() =>
      compileQuery(
        q({ metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'ghost' } }] }),
        flights,
        opts,
      ),
    ).toThrow("Column 'ghost'");
    expect(() =>
      compileQuery(q({ columns: ['origin'], filters: [{ col: 'ghost', op: '==', val: 1 }] }), flights, opts),
    ).toThrow("Column 'ghost'");
    expect(() =>
      compileQuery(
        q({ columns: [{ sqlExpression: 'date', columnType: 'BASE_AXIS', timeGrain: 'P2X' }] }),
        flights,
        opts,
      ),
    ).toThrow("unknown time grain 'P2X'");
  });

  it('applies no time grain to a categorical x-axis', () => {
    const out = compileQuery(
      q({
        columns: [
          {
            label: 'origin',
            sqlExpression: 'origin',
            columnType: 'BASE_AXIS',
            timeGrain: 'P1D',
            expressionType: 'SQL',
          },
        ],
        metrics: ['count'],
      }),
      flights,
      opts,
    );
    expect(out.sql).toContain('GROUP BY "origin"');
    expect(out.sql).not.toContain('TRUNC');
  });

  it('rejects extra filters on foreign columns instead of failing', () => {
    const out = compileQuery(
      q({ columns: ['origin'], filters: [{ col: 'region', op: '==', val: 'x', isExtra: true }] }),
      flights,
      opts,
    );
    expect(out.rejectedFilters).toEqual([{ column: 'region', reason: 'not_in_datasource' }]);
  });

  it('compiles SIMPLE and SQL adhoc metrics, HAVING, WHERE, order by and RLS', () => {
    const out = compileQuery(
      q({
        columns: ['origin'],
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'delay' } },
          { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'avg delay' },
        ],
        extras: { where: 'distance > 100', having: 'COUNT(*) > 5' },
        orderby: [['avg delay', false]],
      }),
      flights,
      { ...opts, rlsPredicate: "origin = 'SEA'" },
    );
    expect(out.sql).toBe(
      'SELECT "origin" AS "origin", COUNT(DISTINCT "delay") AS "COUNT_DISTINCT(delay)", AVG(delay) AS "avg delay" FROM "main"."flights" ' +
        `WHERE (distance > 100) AND (origin = 'SEA') GROUP BY "origin" HAVING COUNT(*) > 5 ORDER BY "avg delay" DESC LIMIT 10000`,
    );
  });

  it('limits series with a joined sub-query and wraps row counts', () => {
    const out = compileQuery(
      q({ columns: ['date', 'origin'], metrics: ['count'], series_columns: ['origin'], series_limit: 5 }),
      flights,
      opts,
    );
    expect(out.sql).toContain(
      'INNER JOIN (SELECT "origin" AS "__s0" FROM "main"."flights" GROUP BY "origin" ORDER BY COUNT(*) DESC LIMIT 5) AS series_limit ON "origin" = series_limit."__s0"',
    );
    const rc = compileQuery(q({ columns: ['origin'], metrics: ['count'], is_rowcount: true }), flights, opts);
    expect(rc.sql).toMatch(
      /^SELECT COUNT\(\*\) AS "rowcount" FROM \(SELECT .* GROUP BY "origin" ORDER BY "count" DESC\) AS rowcount_qry$/,
    );
  });

  it('queries virtual datasets as a sub-query and refuses unsafe adhoc SQL', () => {
    const virtual = { ...flights, sql: 'SELECT * FROM flights WHERE delay > 0;' };
    expect(compileQuery(q({ columns: ['origin'] }), virtual, opts).sql).toContain(
      'FROM (\nSELECT * FROM flights WHERE delay > 0\n) AS virtual_table',
    );
    expect(() => compileQuery(q({ columns: [{ sqlExpression: '1; DROP TABLE users' }] }), flights, opts)).toThrow(
      'more than one statement',
    );
    expect(() => compileQuery(q({ columns: ['origin'], extras: { where: '1=1) OR (1=1' } }), flights, opts)).toThrow(
      'unbalanced',
    );
  });
});
