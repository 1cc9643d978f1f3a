import { QueryObjectSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { duckdbSqlParser } from '../engines/duckdb-sql-parser.js';
import type { SqlTableRef } from '../engines/sql-parser.js';
import { postgresSqlParser } from '../engines/sql-parsers.js';
import { HttpError } from '../http/http-error.js';
import { checkUserSql, collectUserSql, type UserSqlFragment, type UserSqlPolicy } from './user-sql.js';

const columns = new Map([
  ['origin', {}],
  ['delay', {}],
]);

const strict: UserSqlPolicy = { allowSubqueries: false, unreadable: async (refs) => [...refs] };
const allowing = (readable: string[]): UserSqlPolicy => ({
  allowSubqueries: true,
  unreadable: async (refs: readonly SqlTableRef[]) => refs.filter((r) => !readable.includes(r.table)),
});

const refusal = async (fragments: UserSqlFragment[], policy = strict, parser = duckdbSqlParser) => {
  try {
    await checkUserSql(fragments, parser, policy);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message, field: err.extra?.field };
    throw err;
  }
  return null;
};

const expr = (sql: string, field = 'metrics.0.sqlExpression'): UserSqlFragment[] => [
  { field, sql, kind: 'expression' },
];

describe('collectUserSql', () => {
  it('names every user-written fragment by field, skipping dataset column names', () => {
    const q = QueryObjectSchema.parse({
      columns: ['origin', { sqlExpression: 'origin', label: 'o' }, { sqlExpression: "origin || 'x'", label: 'ox' }],
      metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(delay)', label: 's' }],
      filters: [{ col: { sqlExpression: 'UPPER(origin)', label: 'u' }, op: '==', val: 'SEA' }],
      extras: { where: 'delay > 0', having: 'COUNT(*) > 1' },
      orderby: [
        [{ expressionType: 'SQL', sqlExpression: 'MAX(delay)' }, false],
        [{ sqlExpression: 'LOWER(origin)' }, true],
      ],
      series_columns: [{ sqlExpression: 'delay + 1', label: 'd1' }],
      series_limit_metric: { expressionType: 'SQL', sqlExpression: 'AVG(delay)' },
    });
    expect(collectUserSql(q, columns)).toEqual([
      { field: 'columns.2.sqlExpression', sql: "origin || 'x'", kind: 'expression' },
      { field: 'series_columns.0.sqlExpression', sql: 'delay + 1', kind: 'expression' },
      { field: 'metrics.1.sqlExpression', sql: 'SUM(delay)', kind: 'expression' },
      { field: 'series_limit_metric.sqlExpression', sql: 'AVG(delay)', kind: 'expression' },
      { field: 'filters.0.col.sqlExpression', sql: 'UPPER(origin)', kind: 'expression' },
      { field: 'extras.where', sql: 'delay > 0', kind: 'predicate' },
      { field: 'extras.having', sql: 'COUNT(*) > 1', kind: 'predicate' },
      { field: 'orderby.0.sqlExpression', sql: 'MAX(delay)', kind: 'orderby' },
      { field: 'orderby.1.sqlExpression', sql: 'LOWER(origin)', kind: 'orderby' },
    ]);
  });
});

describe('checkUserSql', () => {
  it('accepts ordinary expressions', async () => {
    expect(
      await refusal([
        ...expr("CASE WHEN origin = 'SEA' THEN 1 ELSE 0 END"),
        ...expr('SUM(delay) / COUNT(*)'),
        { field: 'extras.where', sql: "origin = 'SEA' AND delay > 0", kind: 'predicate' },
        { field: 'orderby.0.sqlExpression', sql: 'COUNT(DISTINCT origin)', kind: 'orderby' },
      ]),
    ).toBeNull();
  });

  it('refuses what does not parse with a 400 naming the field', async () => {
    expect(await refusal(expr('SUM(delay) +', 'columns.1.sqlExpression'))).toMatchObject({
      status: 400,
      field: 'columns.1.sqlExpression',
      message: expect.stringMatching(/^columns\.1\.sqlExpression: the SQL expression .*duckdb/),
    });
    expect(await refusal(expr('COUNT(*) AS c FROM flights UNION SELECT 1'))).toMatchObject({ status: 400 });
  });

  it('keeps the lexical refusals: separators, comments, unbalanced parentheses', async () => {
    for (const [sql, why] of [
      ['1; DROP TABLE t', 'more than one statement'],
      ['1 -- x', 'comments'],
      ['1) OR (1', 'unbalanced'],
    ] as const) {
      expect((await refusal(expr(sql)))?.message).toContain(why);
    }
  });

  it.each([
    "(FROM query('SELECT * FROM flights'))",
    'ARRAY(FROM seattle_weather LIMIT 3)',
    'EXISTS(FROM flights WHERE 1 = 1)',
    '(SELECT COUNT(*) FROM flights)',
  ])('refuses sub-queries as Superset does when ALLOW_ADHOC_SUBQUERY is off: %s', async (sql) => {
    const r = await refusal(expr(sql));
    expect(r?.status).toBe(400);
    expect(r?.message).toMatch(/Custom SQL fields cannot contain sub-queries|catalog/);
  });

  it.each([
    '(SELECT COUNT(*) FROM duckdb_tables())',
    '(SELECT COUNT(*) FROM information_schema.tables)',
    '(SELECT COUNT(*) FROM sqlite_master)',
    "(SELECT COUNT(*) FROM read_csv('/etc/passwd'))",
    "(FROM query_table('flights'))",
  ])('refuses catalog and file reads even with ALLOW_ADHOC_SUBQUERY on: %s', async (sql) => {
    const r = await refusal(expr(sql), allowing(['flights']));
    expect(r).toMatchObject({ status: 400, message: expect.stringContaining('catalog') });
  });

  it('with ALLOW_ADHOC_SUBQUERY on, allows readable tables and answers 403 naming the others', async () => {
    expect(await refusal(expr('(SELECT COUNT(*) FROM flights)'), allowing(['flights']))).toBeNull();
    expect(await refusal(expr('(SELECT MAX(secret) FROM vault)'), allowing(['flights']))).toMatchObject({
      status: 403,
      field: 'metrics.0.sqlExpression',
      message: expect.stringContaining('vault'),
    });
  });

  it('uses the engine dialect: PostgreSQL catalog functions', async () => {
    const r = await refusal(expr("query_to_xml('select 1', true, true, '')"), strict, postgresSqlParser);
    expect(r).toMatchObject({ status: 400, message: expect.stringContaining('query_to_xml') });
  });
});
