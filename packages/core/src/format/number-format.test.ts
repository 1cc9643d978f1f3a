import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration-format.js';
import {
  D3_FORMAT_OPTIONS,
  formatNumber,
  getNumberFormatter,
  NUMBER_FORMATS,
  resolveNumberFormat,
} from './number-format.js';

describe('SMART_NUMBER (the adaptive default)', () => {
  it.each([
    [1234567, '1.23M'],
    [0.000123, '123µ'],
    [0, '0'],
    [1000, '1k'],
    [999.999, '1000'],
    [12.3456, '12.35'],
    [1, '1'],
    [0.12345, '0.1235'],
    [0.001, '0.001'],
    [-1234567, '-1.23M'],
    [-12.5, '-12.5'],
    [2_500_000_000, '2.5B'],
    [0.0000001, '100n'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(undefined, value)).toBe(expected);
    expect(formatNumber('SMART_NUMBER', value)).toBe(expected);
  });

  it('signs positive values in SMART_NUMBER_SIGNED', () => {
    expect(formatNumber('SMART_NUMBER_SIGNED', 1500)).toBe('+1.5k');
    expect(formatNumber('SMART_NUMBER_SIGNED', -3)).toBe('-3');
    expect(formatNumber('SMART_NUMBER_SIGNED', 0)).toBe('0');
  });

  it('prints missing and infinite values as Superset does', () => {
    const f = getNumberFormatter();
    expect(f(null)).toBe('null');
    expect(f(undefined)).toBe('undefined');
    expect(f(Number.NaN)).toBe('NaN');
    expect(f(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(f(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });
});

describe('d3 formats from the control list', () => {
  it.each([
    [',d', '12,345'],
    ['.1s', '10k'],
    ['.3s', '12.3k'],
    [',.1%', '1,234,543.2%'],
    ['.2%', '1234543.20%'],
    ['.3%', '1234543.200%'],
    ['.4r', '12350'],
    [',.1f', '12,345.4'],
    [',.2f', '12,345.43'],
    [',.3f', '12,345.432'],
    ['+,', '+12,345.432'],
    ['$,.2f', '$12,345.43'],
  ])('%s formats 12345.432 as %s, matching its label', (format, expected) => {
    expect(formatNumber(format, 12345.432)).toBe(expected);
    const label = D3_FORMAT_OPTIONS.find(([f]) => f === format)?.[1];
    expect(label).toContain(`=> ${expected})`);
  });

  it('uses an ASCII minus sign', () => {
    expect(formatNumber(',.2f', -1234.5)).toBe('-1,234.50');
  });

  it('reports an invalid specifier instead of throwing', () => {
    expect(formatNumber('not a format', 3)).toBe('3 (Invalid format: not a format)');
  });

  it('returns the same formatter for the same format', () => {
    expect(getNumberFormatter(',d')).toBe(getNumberFormatter(',d'));
    expect(getNumberFormatter('')).toBe(getNumberFormatter('SMART_NUMBER'));
  });
});

describe('durations', () => {
  it.each([
    [66000, '1m 6s'],
    [500, '500ms'],
    [1500, '1.5s'],
    [90_061_000, '1d 1h 1m 1s'],
    [3_600_000, '1h'],
    [0, '0ms'],
    [-66000, '-1m 6s'],
  ])('DURATION %s → %s', (ms, expected) => {
    expect(formatNumber(NUMBER_FORMATS.DURATION, ms)).toBe(expected);
  });

  it('splits sub-millisecond parts in DURATION_SUB', () => {
    expect(formatNumber(NUMBER_FORMATS.DURATION_SUB, 1.40008)).toBe('1ms 400µs 80ns');
    expect(formatDuration(61_001.5, { subMilliseconds: true })).toBe('1m 1s 1ms 500µs');
  });
});

describe('resolveNumberFormat', () => {
  it('keeps the chosen format for plain values', () => {
    expect(resolveNumberFormat(',d')).toBe(',d');
    expect(resolveNumberFormat(null)).toBe('SMART_NUMBER');
    expect(resolveNumberFormat(',d', { comparisonType: 'difference' })).toBe(',d');
  });

  it("forces '.1%' for percentage changes and contributions unless a percent format was chosen", () => {
    expect(resolveNumberFormat('SMART_NUMBER', { comparisonType: 'percentage' })).toBe('.1%');
    expect(resolveNumberFormat(',d', { contributionMode: 'row' })).toBe('.1%');
    expect(resolveNumberFormat('.3%', { comparisonType: 'percentage' })).toBe('.3%');
    expect(formatNumber(resolveNumberFormat(null, { comparisonType: 'percentage' }), 0.1234)).toBe('12.3%');
  });
});
