import { describe, expect, it } from 'vitest';
import { assertSafeExpression } from './sql-guard.js';

describe('assertSafeExpression', () => {
  it.each([
    'SUM(delay)',
    "CASE WHEN origin = 'SEA' THEN 1 ELSE 0 END",
    'date_trunc(\'month\', "date")',
    'COUNT(DISTINCT origin)',
    "origin = 'a;b -- not a comment'",
    "name = 'it''s'",
  ])('accepts %s', (sql) => {
    expect(() => assertSafeExpression(sql, 'metric')).not.toThrow();
  });

  it.each([
    ['1; DROP TABLE users', 'more than one statement'],
    ['(SELECT password_hash FROM users)', 'sub-select'],
    ['x IN (select id from canary)', 'sub-select'],
    ['1) OR (1=1', 'unbalanced'],
    ['1 -- ', 'comments'],
    ['1 /* x */', 'comments'],
    ["'unterminated", 'unterminated'],
  ])('refuses %s', (sql, why) => {
    expect(() => assertSafeExpression(sql, 'extras.where')).toThrow(why);
  });

  it('names the field', () => {
    expect(() => assertSafeExpression('1;2', 'columns.0.sqlExpression')).toThrow(/^columns\.0\.sqlExpression:/);
  });
});
