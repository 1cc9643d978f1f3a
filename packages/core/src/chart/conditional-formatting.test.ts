import { describe, expect, it } from 'vitest';
import { getColorFormatters, opacityFor, ruleProblems, toComparator } from './conditional-formatting.js';

const rows = [{ v: 0 }, { v: 25 }, { v: 50 }, { v: 75 }, { v: 100 }, { v: null }];

const colorOf = (rule: Parameters<typeof getColorFormatters>[0][number], value: unknown) =>
  getColorFormatters([rule], rows)[0]?.getColor(value);

describe('ruleProblems', () => {
  it('flags each field with what is wrong, in field order', () => {
    expect(ruleProblems({})).toEqual({ column: 'required', colorScheme: 'required', operator: 'required' });
    expect(ruleProblems({ column: 'v', colorScheme: 'teal-ish', operator: '>' })).toEqual({
      colorScheme: 'invalid-color',
      targetValue: 'required',
    });
    const reversed = { column: 'v', colorScheme: 'green', operator: '< x <', targetValueLeft: 5, targetValueRight: 1 };
    expect(Object.entries(ruleProblems(reversed))).toEqual([
      ['targetValueLeft', 'not-smaller-than-right'],
      ['targetValueRight', 'not-greater-than-left'],
    ]);
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
