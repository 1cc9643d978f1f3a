import { describe, expect, it } from 'vitest';
import { integer, nonEmpty, numeric, requiredNumeric } from './control-validators';

describe('control validators', () => {
  it('validates emptiness and integers with Superset messages', () => {
    expect(nonEmpty([], { formData: { viz_type: 'x', datasource: '1__table' } })).toBe('cannot be empty');
    expect(nonEmpty(['count'], { formData: { viz_type: 'x', datasource: '1__table' } })).toBe(null);
    const ctx = { formData: { viz_type: 'x', datasource: '1__table' } };
    expect(integer('12', ctx)).toBe(null);
    expect(integer('1.5', ctx)).toBe('is expected to be an integer');
  });

  it('validates numbers, one variant allowing blank and the other requiring a finite number', () => {
    const ctx = { formData: { viz_type: 'x', datasource: '1__table' } };
    expect(numeric('2.5', ctx)).toBe(null);
    expect(numeric('', ctx)).toBe(null);
    expect(numeric(null, ctx)).toBe(null);
    expect(numeric('abc', ctx)).toBe('is expected to be a number');
    expect(requiredNumeric(-3, ctx)).toBe(null);
    expect(requiredNumeric('1e3', ctx)).toBe(null);
    expect(requiredNumeric('', ctx)).toBe('is expected to be a number');
    expect(requiredNumeric(null, ctx)).toBe('is expected to be a number');
    expect(requiredNumeric(Number.POSITIVE_INFINITY, ctx)).toBe('is expected to be a number');
    expect(requiredNumeric('abc', ctx)).toBe('is expected to be a number');
  });
});
