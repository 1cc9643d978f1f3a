import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.js';
import { applyFormatLocale } from './apply-format-locale.js';
import { loadFormatLocale } from './load-format-locale.js';
import { formatNumber, formatRawNumber } from './number-format.js';
import { formatTime, getTimeFormatterForGranularity } from './time-format.js';

const MARCH_2024 = Date.UTC(2024, 2, 1, 14, 5);
const NBSP = '\u00a0';

describe('applyFormatLocale', () => {
  afterEach(() => applyFormatLocale('en'));

  it('keeps the English conventions by default', () => {
    expect(formatNumber(',.2f', 1234567.891)).toBe('1,234,567.89');
    expect(formatRawNumber(1234.5)).toBe('1234.5');
    expect(getTimeFormatterForGranularity('P1M')(MARCH_2024)).toBe('Mar 2024');
  });

  it('uses French separators and month names', async () => {
    await applyFormatLocale('fr');
    expect(formatNumber(',.2f', 1234567.891)).toBe('1\u202f234\u202f567,89');
    expect(formatNumber('.1%', 0.256)).toBe('25,6\u202f%');
    expect(formatNumber('SMART_NUMBER', 12.5)).toBe('12,5');
    // Unformatted numbers keep every digit, ungrouped, with the French decimal comma.
    expect(formatRawNumber(1234.5)).toBe('1234,5');
    expect(formatRawNumber(2024)).toBe('2024');
    expect(getTimeFormatterForGranularity('P1M')(MARCH_2024)).toBe('mars 2024');
    expect(formatTime('%A %d %B', MARCH_2024)).toBe('vendredi 01 mars');
  });

  it('uses German separators and month names', async () => {
    await applyFormatLocale('de');
    expect(formatNumber(',.2f', 1234567.891)).toBe('1.234.567,89');
    expect(formatRawNumber(0.125)).toBe('0,125');
    expect(formatTime('%a %d %b %Y', Date.UTC(2024, 9, 1))).toBe('Di 01 Okt 2024');
  });

  it.each([
    // locale, ',.1f' of 1234.5, '%x' (the locale's date), '%b %Y', '$,.2f' of -1234.5
    ['es', '1.234,5', '01/03/2024', 'mar 2024', `-1.234,50${NBSP}€`],
    ['it', '1.234,5', '01/03/2024', 'Mar 2024', '-€1.234,50'],
    ['pt', `1${NBSP}234,5`, '01/03/2024', 'mar 2024', `-1${NBSP}234,50${NBSP}€`],
    ['pt_BR', '1.234,5', '01/03/2024', 'Mar 2024', '-R$1.234,50'],
    ['nl', '1.234,5', '01-03-2024', 'mrt 2024', `-€${NBSP}1.234,50`],
    ['ru', `1${NBSP}234,5`, '01.03.2024', 'мар 2024', `-1${NBSP}234,50${NBSP}₽`],
    ['zh', '1,234.5', '2024年3月1日', '三月 2024', '-¥1,234.50'],
    ['ja', '1,234.5', '2024/03/01', '3月 2024', '-1,234.50円'],
    ['ko', '1,234.5', '2024/03/01', '3월 2024', '-₩1,234.50'],
    ['sk', `1${NBSP}234,5`, '1. 3. 2024', 'mar 2024', `-1${NBSP}234,50${NBSP}€`],
    ['sl', '1.234,5', '1. 3. 2024', 'mar. 2024', `-1.234,50${NBSP}€`],
  ])('formats %s numbers and dates', async (locale, number, date, month, money) => {
    await applyFormatLocale(locale);
    expect(formatNumber(',.1f', 1234.5)).toBe(number);
    expect(formatTime('%x', MARCH_2024)).toBe(date);
    expect(getTimeFormatterForGranularity('P1M')(MARCH_2024)).toBe(month);
    // Superset's ASCII hyphen, even where d3's file leaves minus to its U+2212 default.
    expect(formatNumber('$,.2f', -1234.5)).toBe(money);
  });

  it('names the days and the half-days of Asian locales', async () => {
    await applyFormatLocale('ja');
    expect(formatTime('%A %H:%M', MARCH_2024)).toBe('金曜日 14:05');
    await applyFormatLocale('ko');
    expect(formatTime('%p %I:%M', MARCH_2024)).toBe('오후 02:05');
    await applyFormatLocale('zh');
    expect(formatTime('%a', MARCH_2024)).toBe('周五');
  });

  it('has conventions for every spec locale', async () => {
    for (const locale of LOCALES) {
      const { number } = await loadFormatLocale(locale);
      expect(number.minus).toBe('-');
    }
    expect((await loadFormatLocale('pt-BR')).number.currency).toEqual(['R$', '']);
  });

  it('falls back to English for a locale without definitions and formats again after a switch', async () => {
    await applyFormatLocale('ru');
    expect(formatNumber(',d', 1000)).toBe(`1${NBSP}000`);
    await applyFormatLocale('tr');
    expect(formatNumber(',d', 1000)).toBe('1,000');
  });

  it('keeps the last locale asked for when loads finish out of order', async () => {
    const slow = applyFormatLocale('ja');
    const fast = applyFormatLocale('de');
    await Promise.all([slow, fast]);
    expect(formatNumber(',d', 1000)).toBe('1.000');
  });
});
