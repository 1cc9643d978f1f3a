import { describe, expect, it } from 'vitest';
import { cleanRule, newRule, ruleLabel, targetFields } from './conditional-formatting-state.js';

const label = (column: string): string => column.toUpperCase();

describe('conditional formatting rules', () => {
  it('starts green with operator None', () => {
    expect(newRule()).toEqual({ column: null, colorScheme: 'green', operator: 'None' });
  });

  it('asks for the targets the operator needs', () => {
    expect(targetFields('None')).toEqual([]);
    expect(targetFields('>')).toEqual(['targetValue']);
    expect(targetFields('≤ x <')).toEqual(['targetValueLeft', 'targetValueRight']);
    expect(targetFields('between')).toEqual(['targetValueLeft', 'targetValueRight']);
    expect(targetFields(undefined)).toEqual([]);
  });

  it('saves numbers and drops targets the operator does not use', () => {
    expect(
      cleanRule({ column: 'count', colorScheme: 'red', operator: '>=', targetValue: '10', targetValueLeft: 1 }),
    ).toEqual({
      column: 'count',
      colorScheme: 'red',
      operator: '≥',
      targetValue: 10,
    });
    expect(cleanRule({ column: 'c', colorScheme: 'red', operator: 'None', targetValue: 3 })).toEqual({
      column: 'c',
      colorScheme: 'red',
      operator: 'None',
    });
  });

  it('labels rules as Superset does', () => {
    expect(ruleLabel({ column: 'count', operator: '>', targetValue: 10 }, label)).toBe('COUNT > 10');
    expect(ruleLabel({ column: 'count', operator: 'None' }, label)).toBe('COUNT');
    expect(ruleLabel({ column: 'count', operator: '≤ x <', targetValueLeft: 1, targetValueRight: 5 }, label)).toBe(
      '1 ≤ COUNT < 5',
    );
  });
});
