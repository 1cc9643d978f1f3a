import { parseColor } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { validateConditionalFormatting, validateRule } from './conditional-formatting-messages';

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
