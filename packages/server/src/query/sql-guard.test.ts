import { describe, expect, it } from 'vitest';
import { assertSafeExpression, lexicalProblem } from './sql-guard.js';

describe('assertSafeExpression', () => {
  it.each([
    'SUM(delay)',
    "CASE WHEN origin = 'SEA' THEN 1 ELSE 0 END",
    'date_trunc(\'month\', "date")',
    'COUNT(DISTINCT origin)',
    "origin = 'a;b -- not a comment'",
    "name = 'it''s'",
    "path LIKE 'a\\_b'",
    'price * 1.5 + $1',
  ])('accepts %s', (sql) => {
    expect(() => assertSafeExpression(sql, 'metric')).not.toThrow();
  });

  it.each([
    ['1; DROP TABLE users', 'more than one statement'],
    ["'\\' || 1; DROP TABLE t; --'", 'backslash before a quote'],
    ['"a\\"" || x', 'backslash before a quote'],
    ["$$'$$ || x", 'dollar quotes'],
    ['$tag$x$tag$', 'dollar quotes'],
    ['1 # mysql comment', 'comments'],
    ['1) OR (1=1', 'unbalanced'],
    ['1 -- ', 'comments'],
    ['1 /* x */', 'comments'],
    ["'unterminated", 'unterminated'],
  ])('refuses %s', (sql, why) => {
    expect(() => assertSafeExpression(sql, 'extras.where')).toThrow(why);
  });

  // Sub-queries, tables and functions are judged by the engine's parser before compiling (user-sql.ts).
  it('leaves what a fragment reads to the parser pre-pass', () => {
    expect(lexicalProblem('(SELECT secret FROM canary)')).toBeNull();
  });

  it('names the field', () => {
    expect(() => assertSafeExpression('1;2', 'columns.0.sqlExpression')).toThrow(/^columns\.0\.sqlExpression:/);
  });
});
