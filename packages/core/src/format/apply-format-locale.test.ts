import { afterEach, describe, expect, it } from 'vitest';
import { applyFormatLocale } from './apply-format-locale.js';
import { formatNumber, formatRawNumber } from './number-format.js';
import { formatTime, getTimeFormatterForGranularity } from './time-format.js';

const MARCH_2024 = Date.UTC(2024, 2, 1);

describe('applyFormatLocale', () => {
  afterEach(() => applyFormatLocale('en'));

  it('keeps the English conventions by default', () => {
    expect(formatNumber(',.2f', 1234567.891)).toBe('1,234,567.89');
    expect(formatRawNumber(1234.5)).toBe('1234.5');
    expect(getTimeFormatterForGranularity('P1M')(MARCH_2024)).toBe('Mar 2024');
  });

  it('uses French separators and month names', () => {
    applyFormatLocale('fr');
    expect(formatNumber(',.2f', 1234567.891)).toBe('1\u202f234\u202f567,89');
    expect(formatNumber('.1%', 0.256)).toBe('25,6\u202f%');
    expect(formatNumber('SMART_NUMBER', 12.5)).toBe('12,5');
    // Unformatted numbers keep every digit, ungrouped, with the French decimal comma.
    expect(formatRawNumber(1234.5)).toBe('1234,5');
    expect(formatRawNumber(2024)).toBe('2024');
    expect(getTimeFormatterForGranularity('P1M')(MARCH_2024)).toBe('mars 2024');
    expect(formatTime('%A %d %B', MARCH_2024)).toBe('vendredi 01 mars');
  });

  it('uses German separators and month names', () => {
    applyFormatLocale('de');
    expect(formatNumber(',.2f', 1234567.891)).toBe('1.234.567,89');
    expect(formatRawNumber(0.125)).toBe('0,125');
    expect(formatTime('%a %d %b %Y', Date.UTC(2024, 9, 1))).toBe('Di 01 Okt 2024');
  });

  it('falls back to English for a locale without definitions and formats again after a switch', () => {
    applyFormatLocale('fr');
    expect(formatNumber(',d', 1000)).toBe('1\u202f000');
    applyFormatLocale('ja');
    expect(formatNumber(',d', 1000)).toBe('1,000');
  });
});
