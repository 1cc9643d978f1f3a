import { describe, expect, it } from 'vitest';
import { evaluateDateExpression } from './date-expression.js';
import { TimeRangeError } from './time-range-error.js';
import { formatWallClock, wallClock } from './wall-clock.js';

// Wednesday 2024-03-13 15:47:31 on the wall clock.
const ctx = { now: wallClock(2024, 3, 13, 15, 47, 31), timezone: 'UTC' };
const evalIso = (e: string): string => formatWallClock(evaluateDateExpression(e, ctx));

describe('evaluateDateExpression', () => {
  it.each([
    ['DATETIME("now")', '2024-03-13T15:47:31'],
    ['DATETIME("today")', '2024-03-13T00:00:00'],
    ["DATETIME('2024-01-01T10:00:00')", '2024-01-01T10:00:00'],
    ['DATETIME("7 days ago")', '2024-03-06T00:00:00'],
    ['DATEADD(DATETIME("2024-01-01T00:00:00"), -7, day)', '2023-12-25T00:00:00'],
    ['DATEADD(DATETIME("today"), 1, month)', '2024-04-13T00:00:00'],
    ['DATEADD(DATETIME("now"), -90, minute)', '2024-03-13T14:17:31'],
    ['DATEADD(DATETIME("now"), 2, hour)', '2024-03-13T17:47:31'],
    ['DATEADD(DATETIME("now"), -31, second)', '2024-03-13T15:47:00'],
    ['DATEADD(DATETIME("today"), -1, quarter)', '2023-12-13T00:00:00'],
    ['DATEADD(DATETIME("today"), +2, weeks)', '2024-03-27T00:00:00'],
    ['dateadd(datetime("today"), -1, YEAR)', '2023-03-13T00:00:00'],
    ['DATEADD(DATETIME("today"), -1, day,)', '2024-03-12T00:00:00'],
    ['DATETRUNC(DATETIME("now"), year)', '2024-01-01T00:00:00'],
    ['DATETRUNC(DATETIME("now"), quarter)', '2024-01-01T00:00:00'],
    ['DATETRUNC(DATETIME("2024-08-20"), quarter)', '2024-07-01T00:00:00'],
    ['DATETRUNC(DATETIME("now"), month)', '2024-03-01T00:00:00'],
    ['DATETRUNC(DATETIME("now"), week)', '2024-03-11T00:00:00'],
    ['DATETRUNC(DATETIME("2024-03-17T23:00:00"), week)', '2024-03-11T00:00:00'],
    ['DATETRUNC(DATETIME("now"), day)', '2024-03-13T00:00:00'],
    ['DATETRUNC(DATETIME("now"), hour)', '2024-03-13T15:00:00'],
    ['DATETRUNC(DATETIME("now"), minute)', '2024-03-13T15:47:00'],
    ['LASTDAY(DATETIME("today"), month)', '2024-03-31T00:00:00'],
    ['LASTDAY(DATETIME("today"), year)', '2024-12-31T00:00:00'],
    ['LASTDAY(DATETIME("today"), week)', '2024-03-17T00:00:00'],
    ['LASTDAY(DATETIME("today"), quarter)', '2024-03-31T00:00:00'],
    ['LASTDAY(DATETIME("now"), day)', '2024-03-13T00:00:00'],
    ['DATETRUNC(DATEADD(DATETIME("today"), -1, WEEK), WEEK)', '2024-03-04T00:00:00'],
    [
      'DATEADD(DATETIME("today"), DATEDIFF(DATETIME("2024-03-01"), DATETIME("2024-03-08")), day)',
      '2024-03-20T00:00:00',
    ],
    [
      'DATEADD(DATETIME("today"), DATEDIFF(DATETIME("2020-06-01"), DATETIME("2024-01-01"), year), year)',
      '2028-03-13T00:00:00',
    ],
  ])('%s', (e, expected) => {
    expect(evalIso(e)).toBe(expected);
  });

  it('clamps month arithmetic to the end of the month', () => {
    expect(evalIso('DATEADD(DATETIME("2024-01-31"), 1, month)')).toBe('2024-02-29T00:00:00');
    expect(evalIso('DATEADD(DATETIME("2023-01-31"), 1, month)')).toBe('2023-02-28T00:00:00');
    expect(evalIso('DATEADD(DATETIME("2024-03-31"), -1, month)')).toBe('2024-02-29T00:00:00');
    expect(evalIso('DATEADD(DATETIME("2023-11-30"), 1, quarter)')).toBe('2024-02-29T00:00:00');
    expect(evalIso('DATEADD(DATETIME("2024-05-31T08:15:00"), 1, month)')).toBe('2024-06-30T08:15:00');
    expect(evalIso('DATEADD(DATETIME("2024-12-31"), 2, month)')).toBe('2025-02-28T00:00:00');
  });

  it('knows leap years', () => {
    expect(evalIso('DATEADD(DATETIME("2024-02-29"), 1, year)')).toBe('2025-02-28T00:00:00');
    expect(evalIso('DATEADD(DATETIME("2024-02-29"), -4, year)')).toBe('2020-02-29T00:00:00');
    expect(evalIso('LASTDAY(DATETIME("2024-02-10"), month)')).toBe('2024-02-29T00:00:00');
    expect(evalIso('LASTDAY(DATETIME("2100-02-10"), month)')).toBe('2100-02-28T00:00:00');
    expect(evalIso('LASTDAY(DATETIME("2000-02-10"), month)')).toBe('2000-02-29T00:00:00');
    expect(evalIso('DATEADD(DATETIME("2024-02-28"), 1, day)')).toBe('2024-02-29T00:00:00');
    expect(evalIso('DATEADD(DATETIME("2023-02-28"), 1, day)')).toBe('2023-03-01T00:00:00');
  });

  it.each([
    ['DATEADD(DATETIME("today"), 1)', /expected ','/],
    ['DATEADD(DATETIME("today"), one, day)', /expected a whole number or DATEDIFF/],
    ['DATETRUNC(DATETIME("today"), fortnight)', /expected a unit/],
    ['LASTDAY(DATETIME("today"), hour)', /expected a unit \(year, quarter, month, week, day\), found 'hour'/],
    ['DATETIME("today")) ', /expected the end of the expression, found '\)'/],
    ['DATETIME("today"', /expected '\)', found the end/],
    ['NOW()', /expected DATETIME, DATEADD, DATETRUNC or LASTDAY, found 'NOW' at position 1/],
    ['DATETIME("today") ; x', /Unexpected character ';' at position 19/],
    ['DATEADD(DATETIME("yesterday"), 1, year', /expected '\)', found the end/],
    ['DATETIME("whenever")', /Cannot parse time string \[whenever\]/],
  ])('%s fails clearly', (e, message) => {
    expect(() => evaluateDateExpression(e, ctx)).toThrow(TimeRangeError);
    expect(() => evaluateDateExpression(e, ctx)).toThrow(message);
  });

  it('keeps years out of 1 to 9999 from being formatted', () => {
    expect(() => evalIso('DATEADD(DATETIME("9999-06-01"), 1, year)')).toThrow('out of range');
  });
});
