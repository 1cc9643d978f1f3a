import { describe, expect, it } from 'vitest';
import { resolveTimeRange } from './time-range.js';
import {
  buildTimeRangeValue,
  decodeCustomTimeRange,
  defaultCustomRange,
  encodeCustomTimeRange,
  formatTimeRangeBounds,
  guessTimeRangeFrame,
  isNamedTimeRange,
  isPickerDatetime,
  normalizePickerDatetime,
  parsePickerDatetime,
  parseTimeRangeState,
  relativeQuantity,
  switchTimeRangeFrame,
  toAdvancedRange,
  validateCustomTimeRange,
  validateTimeRangeState,
  type CustomTimeRange,
} from './time-range-frames.js';

const now = new Date('2024-03-13T15:47:31.250Z');

describe('guessTimeRangeFrame', () => {
  it.each([
    ['Last day', 'Common'],
    ['Last year', 'Common'],
    ['previous calendar week', 'Calendar'],
    ['previous calendar year', 'Calendar'],
    ['No filter', 'No filter'],
    ['', 'No filter'],
    [null, 'No filter'],
    ['2024-01-01 : 2024-02-01', 'Custom'],
    ['now : today', 'Custom'],
    ['DATEADD(DATETIME("today"), -7, day) : today', 'Custom'],
    ['2024-01-01T00:00:00 : DATEADD(DATETIME("2024-01-01T00:00:00"), 3, month)', 'Custom'],
    ['DATEADD(DATETIME("now"), -1, week) : DATEADD(DATETIME("now"), 2, day)', 'Custom'],
    ['Last 3 days', 'Advanced'],
    ['previous calendar quarter', 'Calendar'],
    ['Current day', 'Current'],
    ['Current week', 'Current'],
    ['Current month', 'Current'],
    ['Current quarter', 'Current'],
    ['Current year', 'Current'],
    // Superset's guessFrame matches the options exactly; other spellings stay Advanced.
    ['current day', 'Advanced'],
    ['previous calendar day', 'Advanced'],
    ['start of this month : now', 'Advanced'],
    ['DATEADD(DATETIME("now"), -1, week) : DATEADD(DATETIME("today"), 2, day)', 'Advanced'],
  ] as const)('%j is %s', (value, frame) => {
    expect(guessTimeRangeFrame(value, now)).toBe(frame);
  });
});

describe('custom range encode and decode', () => {
  it('defaults to 7 days back from midnight UTC, anchored now', () => {
    const range = defaultCustomRange(now);
    expect(range).toMatchObject({
      sinceMode: 'relative',
      sinceGrain: 'day',
      sinceGrainValue: -7,
      untilMode: 'specific',
      untilDatetime: '2024-03-13T00:00:00',
      anchorMode: 'now',
      anchorValue: 'now',
    });
    expect(encodeCustomTimeRange(range, now)).toBe(
      'DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00',
    );
  });

  it('encodes specific sides in the picker format and keeps now and today', () => {
    const range: CustomTimeRange = {
      ...defaultCustomRange(now),
      sinceMode: 'specific',
      sinceDatetime: '2024-01-05',
      untilMode: 'today',
    };
    expect(encodeCustomTimeRange(range, now)).toBe('2024-01-05T00:00:00 : today');
    expect(encodeCustomTimeRange({ ...range, untilMode: 'now' }, now)).toBe('2024-01-05T00:00:00 : now');
  });

  it('encodes a relative end from the start', () => {
    const range: CustomTimeRange = {
      ...defaultCustomRange(now),
      sinceMode: 'now',
      untilMode: 'relative',
      untilGrain: 'hour',
      untilGrainValue: 6,
    };
    expect(encodeCustomTimeRange(range, now)).toBe('now : DATEADD(DATETIME("now"), 6, hour)');
  });

  it('anchors relative on both sides to now or a specific datetime', () => {
    const range: CustomTimeRange = {
      ...defaultCustomRange(now),
      sinceMode: 'relative',
      sinceGrainValue: 2,
      sinceGrain: 'week',
      untilMode: 'relative',
      untilGrainValue: 1,
      untilGrain: 'day',
    };
    expect(encodeCustomTimeRange(range, now)).toBe(
      'DATEADD(DATETIME("now"), -2, week) : DATEADD(DATETIME("now"), 1, day)',
    );
    expect(encodeCustomTimeRange({ ...range, anchorMode: 'specific', anchorValue: '2024-02-01' }, now)).toBe(
      'DATEADD(DATETIME("2024-02-01T00:00:00"), -2, week) : DATEADD(DATETIME("2024-02-01T00:00:00"), 1, day)',
    );
  });

  it('round-trips every custom shape', () => {
    const values = [
      '2024-01-05T00:00:00 : 2024-02-05T12:30:00',
      'DATEADD(DATETIME("today"), -3, month) : today',
      'now : DATEADD(DATETIME("now"), 6, hour)',
      'DATEADD(DATETIME("now"), -2, week) : DATEADD(DATETIME("now"), 1, day)',
      'DATEADD(DATETIME("2024-02-01T00:00:00"), -2, week) : DATEADD(DATETIME("2024-02-01T00:00:00"), 1, day)',
    ];
    for (const value of values) {
      const decoded = decodeCustomTimeRange(value, now);
      expect(decoded.matched).toBe(true);
      expect(encodeCustomTimeRange(decoded.customRange, now)).toBe(value);
    }
  });

  it('reads the anchor mode back from the shared base', () => {
    const { customRange } = decodeCustomTimeRange(
      'DATEADD(DATETIME("2024-02-01T00:00:00"), -2, week) : DATEADD(DATETIME("2024-02-01T00:00:00"), 1, day)',
      now,
    );
    expect(customRange).toMatchObject({ anchorMode: 'specific', anchorValue: '2024-02-01T00:00:00' });
  });

  it('does not match free text', () => {
    expect(decodeCustomTimeRange('Last week', now).matched).toBe(false);
    expect(decodeCustomTimeRange('yesterday : today', now).matched).toBe(false);
  });

  it('keeps relative quantities at least 1', () => {
    expect(relativeQuantity(0)).toBe(1);
    expect(relativeQuantity(Number.NaN)).toBe(1);
    expect(relativeQuantity(-4)).toBe(4);
    expect(relativeQuantity(2.7)).toBe(2);
  });

  it('normalises datetimes to YYYY-MM-DDTHH:mm:ss', () => {
    expect(normalizePickerDatetime('now', now)).toBe('2024-03-13T15:47:31');
    expect(normalizePickerDatetime('today', now)).toBe('2024-03-13T00:00:00');
    expect(normalizePickerDatetime('2024-01-02 03:04', now)).toBe('2024-01-02T03:04:00');
    expect(normalizePickerDatetime('2024-01-02T03:04:05.123Z', now)).toBe('2024-01-02T03:04:05');
  });

  it.each([
    ['2026-09-01T00:00', '2026-09-01T00:00:00'],
    ['2026-09-01T13:45:10', '2026-09-01T13:45:10'],
    ['2026-09-01T13:45:10.250', '2026-09-01T13:45:10'],
    ['2026-09-01', '2026-09-01T00:00:00'],
    ['2026-09-01 13:45', '2026-09-01T13:45:00'],
    ['2026-09-01 13:45:10', '2026-09-01T13:45:10'],
    ['2026-09-01T13:45:10Z', '2026-09-01T13:45:10'],
    ['2026-09-01T13:45:10+02:00', '2026-09-01T13:45:10'],
  ])('accepts the picker form %s as %s', (input, expected) => {
    expect(parsePickerDatetime(input)).toBe(expected);
    expect(isPickerDatetime(input)).toBe(true);
    expect(normalizePickerDatetime(input, now)).toBe(expected);
    const range = { ...defaultCustomRange(now), sinceMode: 'specific' as const, sinceDatetime: input };
    expect(validateCustomTimeRange(range)).toBeNull();
  });

  it.each(['2026-13-01T00:00', '2026-02-30', '2026-09-01T24:00', '2026-09-01T10:60', '09/01/2026', '2026-9-1', ''])(
    'refuses %j',
    (input) => {
      expect(parsePickerDatetime(input)).toBeNull();
      const range = { ...defaultCustomRange(now), sinceMode: 'specific' as const, sinceDatetime: input };
      expect(validateCustomTimeRange(range)).toBe('since');
    },
  );

  it('encodes a seconds-less specific side in the picker form', () => {
    const range = {
      ...defaultCustomRange(now),
      sinceMode: 'specific' as const,
      sinceDatetime: '2026-09-01T00:00',
      untilMode: 'specific' as const,
      untilDatetime: '2026-10-01 12:30',
    };
    expect(encodeCustomTimeRange(range, now)).toBe('2026-09-01T00:00:00 : 2026-10-01T12:30:00');
  });

  it('produces expressions the resolver accepts', () => {
    const value = encodeCustomTimeRange(defaultCustomRange(now), now);
    expect(resolveTimeRange(value, { now })).toEqual({ since: '2024-03-06T00:00:00', until: '2024-03-13T00:00:00' });
  });
});

describe('picker state', () => {
  it('parses each frame and builds the same value back', () => {
    for (const value of [
      'Last month',
      'previous calendar year',
      'previous calendar quarter',
      'Current quarter',
      'No filter',
      'DATEADD(DATETIME("today"), -3, month) : today',
      'Last 3 days : now',
    ]) {
      expect(buildTimeRangeValue(parseTimeRangeState(value, now), now)).toBe(value);
    }
    expect(buildTimeRangeValue(parseTimeRangeState('', now), now)).toBe('No filter');
  });

  it('splits advanced values as Superset does', () => {
    expect(toAdvancedRange('Last 3 days')).toEqual({ since: 'Last 3 days', until: '' });
    expect(toAdvancedRange('Next 2 weeks')).toEqual({ since: '', until: 'Next 2 weeks' });
    expect(toAdvancedRange('a : b')).toEqual({ since: 'a', until: 'b' });
    expect(toAdvancedRange('previous calendar quarter')).toEqual({ since: '', until: '' });
  });

  it('switching tabs seeds the new tab from the current value', () => {
    const state = parseTimeRangeState('Last quarter', now);
    const advanced = switchTimeRangeFrame(state, 'Advanced', now);
    expect(buildTimeRangeValue(advanced, now)).toBe('Last quarter : ');
    const custom = switchTimeRangeFrame(state, 'Custom', now);
    expect(buildTimeRangeValue(custom, now)).toBe(
      'DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00',
    );
    const back = switchTimeRangeFrame(custom, 'Common', now);
    expect(buildTimeRangeValue(back, now)).toBe('Last quarter');
    expect(buildTimeRangeValue(switchTimeRangeFrame(state, 'Calendar', now), now)).toBe('previous calendar week');
    expect(buildTimeRangeValue(switchTimeRangeFrame(state, 'No filter', now), now)).toBe('No filter');
    expect(buildTimeRangeValue(switchTimeRangeFrame(state, 'Current', now), now)).toBe('Current day');
  });

  it('keeps the Current pick across tabs', () => {
    const state = parseTimeRangeState('Current month', now);
    expect(state.frame).toBe('Current');
    const away = switchTimeRangeFrame(state, 'Calendar', now);
    expect(buildTimeRangeValue(switchTimeRangeFrame(away, 'Current', now), now)).toBe('Current month');
    expect(buildTimeRangeValue(switchTimeRangeFrame(state, 'Advanced', now), now)).toBe(' : ');
  });

  it('resolves Current and Previous choices as Superset get_since_until does', () => {
    expect(resolveTimeRange('Current day', { now })).toEqual({
      since: '2024-03-13T00:00:00',
      until: '2024-03-14T00:00:00',
    });
    expect(resolveTimeRange('previous calendar quarter', { now })).toEqual({
      since: '2023-10-01T00:00:00',
      until: '2024-01-01T00:00:00',
    });
  });

  it('flags a specific side that is not a datetime', () => {
    const state = parseTimeRangeState('2024-01-01 : 2024-02-01', now);
    expect(validateTimeRangeState(state)).toBeNull();
    expect(validateTimeRangeState({ ...state, custom: { ...state.custom, sinceDatetime: '' } })).toBe('invalid_start');
    expect(validateTimeRangeState({ ...state, custom: { ...state.custom, untilDatetime: 'soon' } })).toBe(
      'invalid_end',
    );
  });

  it('names common, calendar, current and empty ranges', () => {
    expect(isNamedTimeRange('Last week', now)).toBe(true);
    expect(isNamedTimeRange('Current year', now)).toBe(true);
    expect(isNamedTimeRange('previous calendar quarter', now)).toBe(true);
    expect(isNamedTimeRange('No filter', now)).toBe(true);
    expect(isNamedTimeRange('2024-01-01 : 2024-02-01', now)).toBe(false);
  });
});

describe('formatTimeRangeBounds', () => {
  it('drops midnight and shows open ends as infinity', () => {
    expect(formatTimeRangeBounds('2024-03-06T00:00:00', '2024-03-13T00:00:00')).toBe('2024-03-06 ≤ col < 2024-03-13');
    expect(formatTimeRangeBounds('2024-03-06T10:00:00', '', 'ds')).toBe('2024-03-06T10:00:00 ≤ ds < ∞');
    expect(formatTimeRangeBounds(null, null)).toBe('-∞ ≤ col < ∞');
  });
});
