import { describe, expect, it } from 'vitest';
import { buildQueryObject, CommonFormDataSchema } from '../query/build-query-object.js';
import { filterToSql } from './adhoc-filter-label.js';
import { isFilterValid, readAdhocFilter, withOperator, type AdhocFilterValue } from './adhoc-filter-state.js';

/** A simple filter in the shape the control holds it. */
const simple = (extra: Partial<AdhocFilterValue>): AdhocFilterValue => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'origin',
  operator: '==',
  operatorId: 'EQUALS',
  comparator: 'JFK',
  sqlExpression: null,
  isExtra: false,
  isNew: false,
  filterOptionName: 'filter_1',
  ...extra,
});

const sqlFilter = (sqlExpression: string | null): AdhocFilterValue =>
  simple({ expressionType: 'SQL', subject: null, operator: null, operatorId: null, comparator: null, sqlExpression });

describe('spec 01 §5 adhoc filter validity rules', () => {
  it("'IS NULL and IS NOT NULL need an operator and a subject.'", () => {
    for (const operatorId of ['IS_NULL', 'IS_NOT_NULL'] as const) {
      const f = withOperator(simple({}), operatorId);
      expect(isFilterValid(f)).toBe(true);
      expect(isFilterValid({ ...f, subject: null })).toBe(false);
      expect(isFilterValid({ ...f, operatorId: null, operator: null })).toBe(false);
    }
  });

  it("'IS TRUE and IS FALSE need a subject and a non-null comparator.'", () => {
    for (const operatorId of ['IS_TRUE', 'IS_FALSE'] as const) {
      const f = withOperator(simple({ subject: 'is_active' }), operatorId);
      expect(isFilterValid(f)).toBe(true);
      expect(isFilterValid({ ...f, subject: null })).toBe(false);
      // Before Superset #32701 the operator text is `==` and the comparator carries the check.
      expect(isFilterValid({ ...f, operator: '==', comparator: null })).toBe(false);
    }
  });

  it("'Otherwise operator, subject and clause are required and the comparator must be non-null (a list must be non-empty).'", () => {
    expect(isFilterValid(simple({}))).toBe(true);
    expect(isFilterValid(simple({ operatorId: null, operator: null }))).toBe(false);
    expect(isFilterValid(simple({ subject: null }))).toBe(false);
    expect(isFilterValid(simple({ comparator: null }))).toBe(false);
    expect(isFilterValid(simple({ operatorId: 'IN', operator: 'IN', comparator: [] }))).toBe(false);
    expect(isFilterValid(simple({ operatorId: 'IN', operator: 'IN', comparator: ['JFK'] }))).toBe(true);
    expect(isFilterValid(simple({ comparator: 0 }))).toBe(true);
  });

  it("'A SQL filter needs sqlExpression and clause.'", () => {
    expect(isFilterValid(sqlFilter('delay > 5'))).toBe(true);
    expect(isFilterValid(sqlFilter(null))).toBe(false);
    expect(isFilterValid(sqlFilter('   '))).toBe(false);
  });

  it("'IS TRUE and IS FALSE set the comparator to a boolean. IS NULL and IS NOT NULL set it to null.'", () => {
    expect(withOperator(simple({}), 'IS_TRUE').comparator).toBe(true);
    expect(withOperator(simple({}), 'IS_FALSE').comparator).toBe(false);
    expect(withOperator(simple({}), 'IS_NULL').comparator).toBeNull();
    expect(withOperator(simple({}), 'IS_NOT_NULL').comparator).toBeNull();
  });
});

describe('adhoc filters as Superset saved them', () => {
  it('IS TRUE / IS FALSE filters saved with no comparator (Superset 6) count as valid', () => {
    for (const [operator, operatorId] of [
      ['IS TRUE', 'IS_TRUE'],
      ['IS FALSE', 'IS_FALSE'],
    ] as const) {
      const stored = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'is_active', operator, operatorId };
      const read = readAdhocFilter(stored);
      expect(isFilterValid(read)).toBe(true);
      expect(isFilterValid({ ...read, comparator: null })).toBe(true);
    }
  });

  it('a stored IS NULL / IS NOT NULL / IS TRUE / IS FALSE filter drops any stale comparator when read', () => {
    const read = (operator: string, operatorId: string) =>
      readAdhocFilter({ expressionType: 'SIMPLE', subject: 'x', operator, operatorId, comparator: 'stale' });
    expect(read('IS NULL', 'IS_NULL').comparator).toBeNull();
    expect(read('IS NOT NULL', 'IS_NOT_NULL').comparator).toBeNull();
    expect(read('IS TRUE', 'IS_TRUE').comparator).toBe(true);
    // Charts saved before Superset #32701: `==` with the id; the boolean is restored.
    expect(read('==', 'IS_FALSE').comparator).toBe(false);
  });

  it('a subject stored as a column object ({column_name}) is read as that column', () => {
    const stored = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: { column_name: 'origin', verbose_name: 'Origin' },
      operator: 'IN',
      comparator: ['JFK'],
    };
    expect(readAdhocFilter(stored).subject).toBe('origin');
    expect(isFilterValid(readAdhocFilter(stored))).toBe(true);
    // The query built from form data (the server compiles it) reads the same shape.
    const query = buildQueryObject(
      CommonFormDataSchema.parse({ datasource: '1__table', viz_type: 'table', adhoc_filters: [stored] }),
    );
    expect(query.filters).toEqual([{ col: 'origin', op: 'IN', val: ['JFK'] }]);
  });

  it('the query reads IS TRUE by its operator id and ignores a stale comparator on null checks', () => {
    const query = buildQueryObject(
      CommonFormDataSchema.parse({
        datasource: '1__table',
        viz_type: 'table',
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'is_active', operator: '==', operatorId: 'IS_TRUE' },
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'is_active', operator: 'IS TRUE' },
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'x', operator: 'IS NULL', comparator: 'stale' },
        ],
      }),
    );
    expect(query.filters.map((f) => f.op)).toEqual(['IS TRUE', 'IS TRUE', 'IS NULL']);
  });

  it('the Custom SQL text drafted from a Simple HAVING filter keeps numbers unquoted', () => {
    const having = simple({
      clause: 'HAVING',
      subject: 'total',
      operatorId: 'NOT_EQUALS',
      operator: '!=',
      comparator: '5',
    });
    expect(filterToSql(having, undefined, () => 'SUM(value)')).toBe('SUM(value) <> 5');
    expect(filterToSql({ ...having, comparator: '2.5' }, undefined, () => 'SUM(value)')).toBe('SUM(value) <> 2.5');
    expect(filterToSql({ ...having, comparator: 'abc' }, undefined, () => 'SUM(value)')).toBe("SUM(value) <> 'abc'");
    // WHERE text on a text column stays quoted.
    expect(filterToSql(simple({ comparator: '5' }), undefined)).toBe("origin = '5'");
  });
});
