import { describe, expect, it } from 'vitest';
import {
  D3_TIME_FORMAT_OPTIONS,
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  getTimeFormatterForPoint,
  SMART_DATE_DETAILED_ID,
  SMART_DATE_VERBOSE_ID,
} from './time-format.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('smart_date (the adaptive default) in UTC', () => {
  it.each([
    ['2024-01-01T00:00:00', '2024'],
    ['2024-03-01T00:00:00', 'March'],
    ['2024-03-10T00:00:00', 'Mar 10'],
    ['2024-03-13T00:00:00', 'Wed 13'],
    ['2024-03-13T15:00:00', '03 PM'],
    ['2024-03-13T15:47:00', '03:47'],
    ['2024-03-13T15:47:31', ':31s'],
    ['2024-03-13T15:47:31.250', '.250ms'],
  ])('%s → %s', (iso, expected) => {
    expect(formatTime(undefined, utc(iso))).toBe(expected);
    expect(formatTime('smart_date', new Date(utc(iso)))).toBe(expected);
  });

  it('has detailed and verbose variants', () => {
    expect(formatTime(SMART_DATE_DETAILED_ID, utc('2024-03-13T15:47:00'))).toBe('2024-03-13 15:47');
    expect(formatTime(SMART_DATE_DETAILED_ID, utc('2024-03-01T00:00:00'))).toBe('2024-03-01');
    expect(formatTime(SMART_DATE_VERBOSE_ID, utc('2024-03-01T00:00:00'))).toBe('Mar 2024');
  });
});

describe('d3 time formats', () => {
  it.each(D3_TIME_FORMAT_OPTIONS.filter(([f]) => f.startsWith('%')))(
    '%s formats as its label says',
    (format, label) => {
      const sample = label.split(' | ')[1];
      expect(formatTime(format, utc('2019-01-14T01:32:10'))).toBe(sample);
    },
  );

  it('prints missing and unreadable values as they are', () => {
    const f = getTimeFormatter('%Y');
    expect(f(null)).toBe('null');
    expect(f(undefined)).toBe('undefined');
    expect(f(Number.NaN)).toBe('NaN');
  });
});

describe('formats by time grain', () => {
  it.each([
    ['P1M', '2024-03-01T00:00:00', 'Mar 2024'],
    ['P3M', '2024-04-01T00:00:00', '2024 Q2'],
    ['P1Y', '2024-01-01T00:00:00', '2024'],
    ['P1D', '2024-03-13T00:00:00', '2024-03-13'],
    ['P1W', '2024-03-11T00:00:00', '2024-03-11'],
    ['PT1H', '2024-03-13T15:00:00', '2024-03-13 15:00'],
    ['PT15M', '2024-03-13T15:45:00', '2024-03-13 15:45'],
    ['PT1S', '2024-03-13T15:45:07', '2024-03-13 15:45:07'],
  ])('%s: %s → %s', (grain, iso, expected) => {
    expect(getTimeFormatterForGranularity(grain)(utc(iso))).toBe(expected);
  });

  it('falls back to smart_date_detailed without a known grain', () => {
    expect(getTimeFormatterForGranularity(null)(utc('2024-03-13T15:47:00'))).toBe('2024-03-13 15:47');
    expect(getTimeFormatterForGranularity('P2W')(utc('2024-03-13T00:00:00'))).toBe('2024-03-13');
  });

  it('adapts a point to its grain for smart_date and keeps an explicit format', () => {
    expect(getTimeFormatterForPoint('smart_date', 'P1M')(utc('2024-03-01T00:00:00'))).toBe('Mar 2024');
    expect(getTimeFormatterForPoint(undefined, 'P1Y')(utc('2024-01-01T00:00:00'))).toBe('2024');
    expect(getTimeFormatterForPoint('%d/%m/%Y', 'P1M')(utc('2024-03-01T00:00:00'))).toBe('01/03/2024');
  });
});
