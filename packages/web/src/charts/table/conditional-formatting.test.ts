import { describe, expect, it } from 'vitest';
import {
  getColorFormatters,
  opacityFor,
  parseColor,
  toComparator,
  validateConditionalFormatting,
  validateRule,
} from './conditional-formatting';

const rows = [{ v: 0 }, { v: 25 }, { v: 50 }, { v: 75 }, { v: 100 }, { v: null }];

const colorOf = (rule: Parameters<typeof getColorFormatters>[0][number], value: unknown) =>
  getColorFormatters([rule], rows)[0]?.getColor(value);

describe('validateRule (spec 02 §5)', () => {
  it('requires column, colour scheme and operator', () => {
    expect(validateRule({})).toEqual({ column: 'Required', colorScheme: 'Required', operator: 'Required' });
  });

  it('needs no value for None, a target value for single comparators', () => {
    expect(validateRule({ column: 'v', colorScheme: 'green', operator: 'None' })).toEqual({});
    expect(validateRule({ column: 'v', colorScheme: 'green', operator: '>' })).toEqual({ targetValue: 'Required' });
    expect(validateRule({ column: 'v', colorScheme: 'green', operator: '>=', targetValue: '' })).toEqual({
      targetValue: 'Required',
    });
    expect(validateRule({ column: 'v', colorScheme: 'red', operator: '≠', targetValue: 0 })).toEqual({});
  });

  it('needs both bounds for between, left smaller than right', () => {
    expect(validateRule({ column: 'v', colorScheme: 'green', operator: '< x <' })).toEqual({
      targetValueLeft: 'Required',
      targetValueRight: 'Required',
    });
    expect(
      validateRule({ column: 'v', colorScheme: 'green', operator: '≤ x ≤', targetValueLeft: 5, targetValueRight: 5 }),
    ).toEqual({
      targetValueLeft: 'This value should be smaller than the right target value',
      targetValueRight: 'This value should be greater than the left target value',
    });
    expect(
      validateRule({ column: 'v', colorScheme: 'green', operator: 'between', targetValueLeft: 1, targetValueRight: 5 }),
    ).toEqual({});
  });

  it('rejects colours that are not a scheme name, hex or rgb()', () => {
    expect(validateRule({ column: 'v', colorScheme: 'teal-ish', operator: 'None' })).toEqual({
      colorScheme: 'Invalid color',
    });
    expect(parseColor('#0f0')).toEqual([0, 255, 0]);
    expect(parseColor('#FF0000')).toEqual([255, 0, 0]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(300, 2, 3)')).toBeNull();
  });

  it('as a control validator returns the first error of the first invalid rule', () => {
    expect(
      validateConditionalFormatting([{ column: 'v', colorScheme: 'green', operator: '>' }], {
        formData: { datasource: '1__table', viz_type: 'table' },
      }),
    ).toBe('Required');
    expect(validateConditionalFormatting([], { formData: { datasource: '1__table', viz_type: 'table' } })).toBeNull();
  });
});

describe('comparators', () => {
  it('accepts ASCII aliases', () => {
    expect(['>=', '<=', '!=', 'between', 'between_or_equal', '?'].map(toComparator)).toEqual([
      '≥',
      '≤',
      '≠',
      '< x <',
      '≤ x ≤',
      null,
    ]);
  });

  it('colour cells by operator, opacity growing towards the extreme value', () => {
    const gt = { column: 'v', colorScheme: 'green', operator: '>', targetValue: 50 };
    expect(colorOf(gt, 50)).toBeUndefined();
    expect(colorOf(gt, 75)).toBe('rgba(0, 255, 0, 0.53)');
    expect(colorOf(gt, 100)).toBe('rgba(0, 255, 0, 1)');
    const lte = { column: 'v', colorScheme: 'red', operator: '<=', targetValue: 50 };
    expect(colorOf(lte, 50)).toBe('rgba(255, 0, 0, 0.05)');
    expect(colorOf(lte, 0)).toBe('rgba(255, 0, 0, 1)');
    expect(colorOf(lte, 51)).toBeUndefined();
    expect(colorOf({ column: 'v', colorScheme: 'yellow', operator: '=', targetValue: 25 }, 25)).toBe(
      'rgba(255, 255, 0, 1)',
    );
    expect(colorOf({ column: 'v', colorScheme: 'yellow', operator: '≠', targetValue: 25 }, 25)).toBeUndefined();
    expect(colorOf({ column: 'v', colorScheme: 'yellow', operator: '≠', targetValue: 25 }, 100)).toBe(
      'rgba(255, 255, 0, 1)',
    );
  });

  it('between is exclusive, between-or-equal inclusive', () => {
    const between = { column: 'v', colorScheme: 'green', targetValueLeft: 25, targetValueRight: 75 };
    expect(colorOf({ ...between, operator: '< x <' }, 25)).toBeUndefined();
    expect(colorOf({ ...between, operator: '< x <' }, 50)).toBe('rgba(0, 255, 0, 0.53)');
    expect(colorOf({ ...between, operator: '≤ x ≤' }, 25)).toBe('rgba(0, 255, 0, 0.05)');
    expect(colorOf({ ...between, operator: '≤ x ≤' }, 75)).toBe('rgba(0, 255, 0, 1)');
    expect(colorOf({ ...between, operator: '≤ x <' }, 75)).toBeUndefined();
  });

  it('None shades the whole range from transparent', () => {
    const none = { column: 'v', colorScheme: '#0000ff', operator: 'None' };
    expect(colorOf(none, 0)).toBe('rgba(0, 0, 255, 0)');
    expect(colorOf(none, 100)).toBe('rgba(0, 0, 255, 1)');
    expect(colorOf(none, null)).toBeUndefined();
  });

  it('skips invalid rules', () => {
    expect(getColorFormatters([{ column: 'v', colorScheme: 'green', operator: '>' }], rows)).toEqual([]);
    expect(getColorFormatters([{ colorScheme: 'green', operator: 'None' }], rows)).toEqual([]);
  });

  it('opacityFor is capped at 1 and is 1 when the cutoff is the extreme', () => {
    expect(opacityFor(10, 10, 10)).toBe(1);
    expect(opacityFor(200, 0, 100)).toBe(1);
  });
});
