import { describe, expect, it } from 'vitest';
import { TimeRangeError, resolveTimeRange, type ResolveTimeRangeOptions } from './time-range.js';

// A Wednesday afternoon in UTC.
const now = new Date('2024-03-13T15:47:31.250Z');
const at = (expression: string, opts: Partial<ResolveTimeRangeOptions> = {}) =>
  resolveTimeRange(expression, { now, ...opts });
const range = (since: string | null, until: string | null) => ({ since, until });
const fails = (expression: string, message: string | RegExp, opts: Partial<ResolveTimeRangeOptions> = {}) => {
  expect(() => at(expression, opts)).toThrow(TimeRangeError);
  expect(() => at(expression, opts)).toThrow(message);
};

describe('resolveTimeRange: no filter', () => {
  it.each(['No filter', 'no filter', '', '   ', ' : '])('%j is open on both ends', (e) => {
    expect(at(e)).toEqual(range(null, null));
  });
});

describe('resolveTimeRange: common ranges count back from midnight today', () => {
  it.each([
    ['Last day', '2024-03-12T00:00:00'],
    ['Last week', '2024-03-06T00:00:00'],
    ['Last month', '2024-02-13T00:00:00'],
    ['Last quarter', '2023-12-13T00:00:00'],
    ['Last year', '2023-03-13T00:00:00'],
    ['last WEEK', '2024-03-06T00:00:00'],
  ])('%s', (e, since) => {
    expect(at(e)).toEqual(range(since, '2024-03-13T00:00:00'));
  });

  it('Last N units and Next N units are whole ranges', () => {
    expect(at('Last 7 days')).toEqual(range('2024-03-06T00:00:00', '2024-03-13T00:00:00'));
    expect(at('Last 2 weeks')).toEqual(range('2024-02-28T00:00:00', '2024-03-13T00:00:00'));
    expect(at('Next 3 months')).toEqual(range('2024-03-13T00:00:00', '2024-06-13T00:00:00'));
    expect(at('Next 1 year')).toEqual(range('2024-03-13T00:00:00', '2025-03-13T00:00:00'));
  });

  it('sub-day units count from now, so the range is never inverted after midnight', () => {
    expect(at('Last 3 hours')).toEqual(range('2024-03-13T12:47:31', '2024-03-13T15:47:31'));
    expect(at('Last 30 minutes')).toEqual(range('2024-03-13T15:17:31', '2024-03-13T15:47:31'));
    expect(at('Next 10 seconds')).toEqual(range('2024-03-13T15:47:31', '2024-03-13T15:47:41'));
  });

  it('relativeStart and relativeEnd move the anchors to now, as Superset relative_start/end', () => {
    expect(at('Last week', { relativeStart: 'now' })).toEqual(range('2024-03-06T15:47:31', '2024-03-13T00:00:00'));
    expect(at('Last week', { relativeEnd: 'now' })).toEqual(range('2024-03-06T00:00:00', '2024-03-13T15:47:31'));
    expect(at('Last week', { relativeStart: 'now', relativeEnd: 'now' })).toEqual(
      range('2024-03-06T15:47:31', '2024-03-13T15:47:31'),
    );
    expect(at('Next 2 days', { relativeStart: 'now' })).toEqual(range('2024-03-13T15:47:31', '2024-03-15T15:47:31'));
    expect(at('Last 3 hours', { relativeStart: 'today', relativeEnd: 'today' })).toEqual(
      range('2024-03-12T21:00:00', '2024-03-13T00:00:00'),
    );
  });
});

describe('resolveTimeRange: calendar ranges', () => {
  it.each([
    ['previous calendar week', '2024-03-04T00:00:00', '2024-03-11T00:00:00'],
    ['previous calendar month', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['previous calendar quarter', '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['Current day', '2024-03-13T00:00:00', '2024-03-14T00:00:00'],
    ['Current week', '2024-03-11T00:00:00', '2024-03-18T00:00:00'],
    ['Current month', '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
    ['first week of this year', '2024-01-01T00:00:00', '2024-01-08T00:00:00'],
    ['first month of last quarter', '2023-10-01T00:00:00', '2023-11-01T00:00:00'],
  ])('%s', (e, since, until) => {
    expect(at(e)).toEqual(range(since, until));
  });

  it('previous calendar week on a Monday is the whole week before', () => {
    const monday = new Date('2024-03-11T08:00:00Z');
    expect(resolveTimeRange('previous calendar week', { now: monday })).toEqual(
      range('2024-03-04T00:00:00', '2024-03-11T00:00:00'),
    );
  });
});

describe('resolveTimeRange: since : until', () => {
  it.each([
    ['2024-01-01 : 2024-02-01', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['2024-01-01T10:00:00 : now', '2024-01-01T10:00:00', '2024-03-13T15:47:31'],
    ['2024-01-01 10:30 : 2024-01-02T00:00:00', '2024-01-01T10:30:00', '2024-01-02T00:00:00'],
    ['2024-01-01T10:00:00.5 : today', '2024-01-01T10:00:00.500000', '2024-03-13T00:00:00'],
    ['2024 : 2024-06', '2024-01-01T00:00:00', '2024-06-01T00:00:00'],
    ['yesterday : tomorrow', '2024-03-12T00:00:00', '2024-03-14T00:00:00'],
    ['today : now', '2024-03-13T00:00:00', '2024-03-13T15:47:31'],
    ['Today : NOW', '2024-03-13T00:00:00', '2024-03-13T15:47:31'],
    ['7 days ago : now', '2024-03-06T00:00:00', '2024-03-13T15:47:31'],
    ['1 day ago : today', '2024-03-12T00:00:00', '2024-03-13T00:00:00'],
    ['3 hours ago : now', '2024-03-13T12:47:31', '2024-03-13T15:47:31'],
    ['today : 2 weeks later', '2024-03-13T00:00:00', '2024-03-27T00:00:00'],
    ['today : 1 quarter later', '2024-03-13T00:00:00', '2024-06-13T00:00:00'],
    ['Last 7 days : now', '2024-03-06T00:00:00', '2024-03-13T15:47:31'],
    ['Last week : Next week', '2024-03-06T00:00:00', '2024-03-20T00:00:00'],
    ['prior 2 months : this month', '2024-01-13T00:00:00', '2024-03-13T00:00:00'],
    ['start of this month : end of this month', '2024-03-01T00:00:00', '2024-03-31T00:00:00'],
    ['start of last year : beginning of this year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['first of this month : first day of next month', '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
    ['first of the quarter : today', '2024-01-01T00:00:00', '2024-03-13T00:00:00'],
  ])('%s', (e, since, until) => {
    expect(at(e)).toEqual(range(since, until));
  });

  it('an empty side is an open end', () => {
    expect(at(' : now')).toEqual(range(null, '2024-03-13T15:47:31'));
    expect(at('2024-01-01 : ')).toEqual(range('2024-01-01T00:00:00', null));
    expect(at('2024-01-01 :')).toEqual(range('2024-01-01T00:00:00', null));
    expect(at(': 2024-01-01')).toEqual(range(null, '2024-01-01T00:00:00'));
  });

  it('takes the advanced functions on either side', () => {
    expect(at('DATEADD(DATETIME("2024-01-01T00:00:00"), -7, day) : 2024-01-01')).toEqual(
      range('2023-12-25T00:00:00', '2024-01-01T00:00:00'),
    );
    expect(at('DATEADD(DATETIME(\'today\'), -1, month) : DATEADD(DATETIME("today"), 1, month)')).toEqual(
      range('2024-02-13T00:00:00', '2024-04-13T00:00:00'),
    );
    expect(at('DATETRUNC(DATETIME("now"), year) : LASTDAY(DATETIME("today"), year)')).toEqual(
      range('2024-01-01T00:00:00', '2024-12-31T00:00:00'),
    );
  });

  it('converts a zoned datetime into the wall clock of the zone', () => {
    expect(at('2024-03-13T12:00:00Z : now')).toEqual(range('2024-03-13T12:00:00', '2024-03-13T15:47:31'));
    expect(at('2024-03-13T12:00:00+02:00 : now')).toEqual(range('2024-03-13T10:00:00', '2024-03-13T15:47:31'));
  });
});

describe('resolveTimeRange: time zones', () => {
  // 02:30 UTC on the 14th is 22:30 on the 13th in New York (EDT, UTC-4).
  const late = new Date('2024-03-14T02:30:00Z');
  const ny = { now: late, timezone: 'America/New_York' };

  it('uses the zone for today and now', () => {
    expect(resolveTimeRange('today : now', ny)).toEqual(range('2024-03-13T00:00:00', '2024-03-13T22:30:00'));
    expect(resolveTimeRange('today : now', { now: late })).toEqual(range('2024-03-14T00:00:00', '2024-03-14T02:30:00'));
  });

  it('resolves the common and calendar ranges from the local midnight', () => {
    expect(resolveTimeRange('Last day', ny)).toEqual(range('2024-03-12T00:00:00', '2024-03-13T00:00:00'));
    expect(resolveTimeRange('Last day', { now: late })).toEqual(range('2024-03-13T00:00:00', '2024-03-14T00:00:00'));
    const endOfMonth = new Date('2024-04-01T03:00:00Z');
    expect(resolveTimeRange('Current month', { now: endOfMonth, timezone: 'America/New_York' })).toEqual(
      range('2024-03-01T00:00:00', '2024-04-01T00:00:00'),
    );
    expect(resolveTimeRange('Current month', { now: endOfMonth })).toEqual(
      range('2024-04-01T00:00:00', '2024-05-01T00:00:00'),
    );
  });

  it('handles half-hour zones and zoned input', () => {
    const kolkata = { now, timezone: 'Asia/Kolkata' };
    expect(resolveTimeRange('today : now', kolkata)).toEqual(range('2024-03-13T00:00:00', '2024-03-13T21:17:31'));
    expect(resolveTimeRange('2024-03-13T12:00:00Z : now', ny)).toEqual(
      range('2024-03-13T08:00:00', '2024-03-13T22:30:00'),
    );
  });

  it('computes on the wall clock across a daylight-saving change', () => {
    // New York moved to EDT at 02:00 on 2024-03-10.
    expect(resolveTimeRange('DATEADD(DATETIME("2024-03-09T12:00:00"), 1, day) : now', ny)).toEqual(
      range('2024-03-10T12:00:00', '2024-03-13T22:30:00'),
    );
  });

  it('rejects an unknown zone', () => {
    expect(() => resolveTimeRange('Last day', { now, timezone: 'Mars/Olympus' })).toThrow(
      'Unknown time zone: Mars/Olympus',
    );
  });
});

describe('resolveTimeRange: time shift', () => {
  it('moves both ends back', () => {
    expect(at('Last week', { shift: '1 week ago' })).toEqual(range('2024-02-28T00:00:00', '2024-03-06T00:00:00'));
    expect(at('previous calendar month', { shift: '1 year ago' })).toEqual(
      range('2023-02-01T00:00:00', '2023-03-01T00:00:00'),
    );
    expect(at('2024-03-31 : ', { shift: '1 month' })).toEqual(range('2024-02-29T00:00:00', null));
  });

  it('takes a range of dates instead', () => {
    expect(at('Last week', { shift: '2023-01-01 : 2023-01-08' })).toEqual(
      range('2023-01-01T00:00:00', '2023-01-08T00:00:00'),
    );
  });

  it('rejects what it cannot read', () => {
    fails('Last week', 'Cannot parse time shift [next tuesday]', { shift: 'next tuesday' });
  });
});

describe('resolveTimeRange: errors', () => {
  it('refuses an inverted range', () => {
    fails('tomorrow : yesterday', 'From date cannot be larger than to date');
    fails('2024-02-01 : 2024-01-01', 'From date cannot be larger than to date');
  });

  it('names the text it cannot parse', () => {
    fails('banana : now', 'Cannot parse time string [banana]');
    fails('Last banana', 'Cannot parse time string [Last banana]');
    fails('2023-02-29 : now', 'Cannot parse time string [2023-02-29]');
    fails('2024-13-01 : now', 'Cannot parse time string [2024-13-01]');
    fails('2024-01-01T25:00:00 : now', 'Cannot parse time string [2024-01-01T25:00:00]');
  });

  it('asks whether a bare duration is in the past or the future', () => {
    fails('7 days : now', 'Time string is ambiguous. Please specify [7 days ago] or [7 days later].');
  });

  it('refuses a lone expression that is not a named range', () => {
    fails('2024-01-01', /Cannot parse time range \[2024-01-01\]: use 'No filter'/);
    fails('sometime', /Cannot parse time range \[sometime\]/);
  });

  it('refuses HOLIDAY and malformed functions with the reason', () => {
    fails('HOLIDAY("Christmas") : now', 'HOLIDAY() is not supported');
    fails('DATEADD(DATETIME("today"), -7, fortnight) : now', /expected a unit \(second, .*year\), found 'fortnight'/);
    fails('DATEADD(DATETIME("today") -7, day) : now', /expected ',', found '-7' at position 27/);
    fails('DATETRUNC(DATETIME(today), day) : now', /expected a quoted date/);
  });

  it('refuses an invalid clock', () => {
    expect(() => resolveTimeRange('Last day', { now: new Date(Number.NaN) })).toThrow('not a valid date');
  });
});
