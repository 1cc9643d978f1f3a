import { describe, expect, it } from 'vitest';
import { isOperatorRelevant, operatorIdOf, relevantOperators } from './adhoc-filter-operators.js';
import {
  canSaveFilter,
  coerceValue,
  finalizeFilter,
  isFilterValid,
  mergeValues,
  newAdhocFilter,
  readAdhocFilters,
  splitPastedValues,
  withOperator,
  withSubject,
  type AdhocFilterValue,
} from './adhoc-filter-state.js';
import { testColumn } from '../../test-support/filter-fixtures.js';

const origin = testColumn('origin');
const delay = testColumn('delay', { type: 'INTEGER', type_generic: 0 });
const departed = testColumn('departure_time', { type: 'TIMESTAMP', type_generic: 2, is_dttm: true });
const cancelled = testColumn('cancelled', { type: 'BOOLEAN', type_generic: 3 });
const flag = testColumn('flag', { type: 'BIGINT', type_generic: 0 });
const route = testColumn('route', { expression: "origin || '-' || destination", type: null, type_generic: null });

const simple = (patch: Partial<AdhocFilterValue>): AdhocFilterValue => ({
  ...newAdhocFilter(),
  isNew: false,
  ...patch,
});

describe('operator relevance', () => {
  it('offers LIKE for strings, the time range for temporal columns, IS TRUE where it can apply', () => {
    expect(relevantOperators(origin, 'WHERE')).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
      'IN',
      'NOT_IN',
      'LIKE',
      'ILIKE',
      'IS_NOT_NULL',
      'IS_NULL',
    ]);
    expect(relevantOperators(departed, 'WHERE')).toContain('TEMPORAL_RANGE');
    expect(relevantOperators(departed, 'WHERE')).not.toContain('LIKE');
    expect(relevantOperators(delay, 'WHERE')).toContain('IS_TRUE');
    expect(relevantOperators(flag, 'WHERE')).toContain('IS_FALSE');
    expect(relevantOperators(route, 'WHERE')).toContain('IS_TRUE');
    expect(relevantOperators(origin, 'WHERE')).not.toContain('IS_TRUE');
  });

  it('limits boolean columns to null checks and IS TRUE / IS FALSE', () => {
    expect(relevantOperators(cancelled, 'WHERE')).toEqual(['IS_NOT_NULL', 'IS_NULL', 'IS_TRUE', 'IS_FALSE']);
  });

  it('limits HAVING to comparisons', () => {
    expect(relevantOperators(undefined, 'HAVING')).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
    ]);
    expect(isOperatorRelevant('IN', origin, 'HAVING')).toBe(false);
  });

  it('reads operator ids from Superset filters, the id before the text', () => {
    expect(operatorIdOf('==', 'IS_TRUE')).toBe('IS_TRUE');
    expect(operatorIdOf('in', undefined)).toBe('IN');
    expect(operatorIdOf('not in', null)).toBe('NOT_IN');
    expect(operatorIdOf('=', null)).toBe('EQUALS');
    expect(operatorIdOf('TEMPORAL_RANGE', null)).toBe('TEMPORAL_RANGE');
    expect(operatorIdOf('NOT LIKE', null)).toBeNull();
  });
});

describe('reading stored filters', () => {
  it('normalises what older charts saved and drops non-objects', () => {
    const [first, second] = readAdhocFilters([
      { expressionType: 'SIMPLE', clause: 'where', subject: 'origin', operator: 'IN', comparator: ['JFK', 3, null] },
      'junk',
      { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(x) > 1', filterOptionName: 'f1', isExtra: true },
    ]);
    expect(first).toMatchObject({ clause: 'WHERE', operatorId: 'IN', comparator: ['JFK', 3], isNew: false });
    expect(second).toMatchObject({ expressionType: 'SQL', clause: 'HAVING', filterOptionName: 'f1', isExtra: true });
    expect(readAdhocFilters(null)).toEqual([]);
  });
});

describe('validity and save', () => {
  it('follows spec 01 §5', () => {
    expect(isFilterValid(simple({ subject: 'origin', operatorId: 'IS_NULL', comparator: null }))).toBe(true);
    expect(isFilterValid(simple({ subject: null, operatorId: 'IS_NULL' }))).toBe(false);
    expect(isFilterValid(simple({ subject: 'cancelled', operatorId: 'IS_TRUE', comparator: true }))).toBe(true);
    expect(isFilterValid(simple({ subject: 'cancelled', operatorId: 'IS_TRUE', comparator: null }))).toBe(false);
    expect(isFilterValid(simple({ subject: 'origin', operatorId: 'IN', comparator: [] }))).toBe(false);
    expect(isFilterValid(simple({ subject: 'origin', operatorId: 'IN', comparator: ['JFK'] }))).toBe(true);
    expect(isFilterValid(simple({ subject: 'delay', operatorId: 'GREATER_THAN', comparator: 0 }))).toBe(true);
    expect(isFilterValid(simple({ subject: 'delay', operatorId: 'GREATER_THAN', comparator: '' }))).toBe(false);
    expect(isFilterValid(simple({ expressionType: 'SQL', sqlExpression: ' ' }))).toBe(false);
    expect(isFilterValid(simple({ expressionType: 'SQL', sqlExpression: 'a = 1' }))).toBe(true);
  });

  it('needs a change to save an existing filter', () => {
    const saved = simple({ subject: 'origin', operatorId: 'IN', operator: 'IN', comparator: ['JFK'] });
    expect(canSaveFilter(saved, saved)).toBe(false);
    expect(canSaveFilter({ ...saved, comparator: ['JFK', 'ORD'] }, saved)).toBe(true);
    expect(canSaveFilter(saved, null)).toBe(true);
  });
});

describe('subject and operator changes', () => {
  it('keeps a relevant operator and falls back to IN otherwise', () => {
    const like = withOperator(withSubject(newAdhocFilter(), { kind: 'column', name: 'origin' }, origin), 'LIKE');
    expect(withSubject(like, { kind: 'column', name: 'destination' }, origin).operatorId).toBe('LIKE');
    const moved = withSubject(like, { kind: 'column', name: 'delay' }, delay);
    expect(moved).toMatchObject({ operatorId: 'IN', operator: 'IN', comparator: [] });
  });

  it('starts a new temporal filter as a time range and a metric as HAVING', () => {
    const temporal = withSubject(newAdhocFilter(), { kind: 'column', name: 'departure_time' }, departed);
    expect(temporal).toMatchObject({ operatorId: 'TEMPORAL_RANGE', comparator: 'No filter', clause: 'WHERE' });
    const having = withSubject(newAdhocFilter(), { kind: 'metric', name: 'count' }, undefined);
    expect(having).toMatchObject({ clause: 'HAVING', operatorId: 'GREATER_THAN' });
  });

  it('reshapes the comparator for the operator', () => {
    const base = simple({ subject: 'origin', operatorId: 'EQUALS', comparator: 'JFK' });
    expect(withOperator(base, 'IN').comparator).toEqual(['JFK']);
    expect(withOperator({ ...base, comparator: ['A', 'B'] }, 'EQUALS').comparator).toBe('A');
    expect(withOperator(base, 'IS_NULL').comparator).toBeNull();
    expect(withOperator(base, 'IS_TRUE').comparator).toBe(true);
    expect(withOperator(base, 'IS_FALSE')).toMatchObject({ comparator: false, operator: 'IS FALSE' });
    const range = withOperator(base, 'TEMPORAL_RANGE');
    expect(range.comparator).toBe('No filter');
    expect(withOperator({ ...range, comparator: 'Last week' }, 'IN').comparator).toEqual([]);
  });
});

describe('values', () => {
  it('splits pasted text on commas, newlines, tabs and semicolons', () => {
    expect(splitPastedValues('a,b, c')).toEqual(['a', 'b', 'c']);
    expect(splitPastedValues('JFK\nORD\r\n\tSFO; JFK;;')).toEqual(['JFK', 'ORD', 'SFO']);
  });

  it('merges without duplicates', () => {
    expect(mergeValues(['a', 1], ['1', 'b', 'a'])).toEqual(['a', 1, 'b']);
  });

  it('turns numeric text into numbers for numeric columns only', () => {
    expect(coerceValue('15', delay)).toBe(15);
    expect(coerceValue('1e3', delay)).toBe(1000);
    expect(coerceValue('15', origin)).toBe('15');
    expect(coerceValue('abc', delay)).toBe('abc');
  });

  it('finalises a filter for saving', () => {
    const draft = simple({
      subject: 'delay',
      operatorId: 'IN',
      operator: null,
      comparator: ['1', '2'],
      filterOptionName: '',
    });
    const saved = finalizeFilter({ ...draft, isNew: true, sqlExpression: 'stale' }, delay);
    expect(saved).toMatchObject({ operator: 'IN', comparator: [1, 2], isNew: false, sqlExpression: null });
    expect(saved.filterOptionName).toMatch(/^filter_/);
  });
});
