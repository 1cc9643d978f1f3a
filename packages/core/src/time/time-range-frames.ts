import {
  decodeCustomTimeRange,
  encodeCustomTimeRange,
  validateCustomTimeRange,
  type CustomTimeRange,
} from './time-range-custom.js';
import { COMMON_TIME_RANGES, CURRENT_TIME_RANGES, NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from './time-range.js';

export * from './time-range-custom.js';

/**
 * The picker's tabs in Superset's FRAME_OPTIONS order: Last (Common), Previous (Calendar),
 * Current, Custom, Advanced and No filter.
 */
export const TIME_RANGE_FRAMES = ['Common', 'Calendar', 'Current', 'Custom', 'Advanced', 'No filter'] as const;
export type TimeRangeFrame = (typeof TIME_RANGE_FRAMES)[number];

export type CommonTimeRange = (typeof COMMON_TIME_RANGES)[number];

/**
 * The Previous tab's ranges, as Superset 5/6's CALENDAR_RANGE_OPTIONS: week, month, quarter
 * (value 'previous calendar quarter', labelled 'previous quarter' there) and year.
 */
export const PICKER_CALENDAR_RANGES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
] as const;
export type PickerCalendarRange = (typeof PICKER_CALENDAR_RANGES)[number];

/** The Current tab's ranges, as Superset's CURRENT_RANGE_OPTIONS ('Current day' = today : tomorrow). */
export type CurrentTimeRange = (typeof CURRENT_TIME_RANGES)[number];

export const DEFAULT_COMMON_RANGE: CommonTimeRange = 'Last week';
export const DEFAULT_CALENDAR_RANGE: PickerCalendarRange = 'previous calendar week';
export const DEFAULT_CURRENT_RANGE: CurrentTimeRange = 'Current day';

const isCommon = (value: string): value is CommonTimeRange => (COMMON_TIME_RANGES as readonly string[]).includes(value);
const isCalendar = (value: string): value is PickerCalendarRange =>
  (PICKER_CALENDAR_RANGES as readonly string[]).includes(value);
const isCurrent = (value: string): value is CurrentTimeRange =>
  (CURRENT_TIME_RANGES as readonly string[]).includes(value);
const isNoFilter = (value: string): boolean => value.trim() === '' || value === NO_TIME_RANGE;

/** Spec 03 §4: which tab a stored time_range belongs to, in the order of Superset's guessFrame. */
export const guessTimeRangeFrame = (value: string | null | undefined, now: Date): TimeRangeFrame => {
  const text = value ?? '';
  if (isCommon(text)) return 'Common';
  if (isCalendar(text)) return 'Calendar';
  if (isCurrent(text)) return 'Current';
  if (isNoFilter(text)) return 'No filter';
  if (decodeCustomTimeRange(text, now).matched) return 'Custom';
  return 'Advanced';
};

export interface AdvancedTimeRange {
  since: string;
  until: string;
}

/** Superset's getAdvancedRange: a pair stays, 'Last ...' is a start, 'Next ...' an end, else both open. */
export const toAdvancedRange = (value: string): AdvancedTimeRange => {
  const at = value.indexOf(TIME_RANGE_SEPARATOR);
  if (at >= 0) return { since: value.slice(0, at), until: value.slice(at + TIME_RANGE_SEPARATOR.length) };
  if (/^last/i.test(value)) return { since: value, until: '' };
  if (/^next/i.test(value)) return { since: '', until: value };
  return { since: '', until: '' };
};

/** Everything the picker edits; each tab keeps its own fields so switching tabs and back loses nothing. */
export interface TimeRangePickerState {
  frame: TimeRangeFrame;
  common: CommonTimeRange;
  calendar: PickerCalendarRange;
  current: CurrentTimeRange;
  custom: CustomTimeRange;
  advanced: AdvancedTimeRange;
}

/** Reads a stored time_range into the picker; the other tabs start from their defaults. */
export const parseTimeRangeState = (value: string | null | undefined, now: Date): TimeRangePickerState => {
  const text = value ?? '';
  const frame = guessTimeRangeFrame(text, now);
  const custom = decodeCustomTimeRange(text, now).customRange;
  return {
    frame,
    common: isCommon(text) ? text : DEFAULT_COMMON_RANGE,
    calendar: isCalendar(text) ? text : DEFAULT_CALENDAR_RANGE,
    current: isCurrent(text) ? text : DEFAULT_CURRENT_RANGE,
    custom,
    advanced: toAdvancedRange(frame === 'No filter' ? '' : text),
  };
};

/** The time_range string the picker's current tab stands for. */
export const buildTimeRangeValue = (state: TimeRangePickerState, now: Date): string => {
  switch (state.frame) {
    case 'Common':
      return state.common;
    case 'Calendar':
      return state.calendar;
    case 'Current':
      return state.current;
    case 'Custom':
      return encodeCustomTimeRange(state.custom, now);
    case 'Advanced':
      return `${state.advanced.since}${TIME_RANGE_SEPARATOR}${state.advanced.until}`;
    case 'No filter':
      return NO_TIME_RANGE;
  }
};

/**
 * Moves to another tab, seeding it from the value shown so far as Superset's frames do: Custom
 * decodes a custom value, Advanced splits the current expression; Last, Previous and Current keep
 * their pick.
 */
export const switchTimeRangeFrame = (
  state: TimeRangePickerState,
  frame: TimeRangeFrame,
  now: Date,
): TimeRangePickerState => {
  if (frame === state.frame) return state;
  const current = buildTimeRangeValue(state, now);
  const next: TimeRangePickerState = { ...state, frame };
  if (frame === 'Custom') {
    const decoded = decodeCustomTimeRange(current, now);
    if (decoded.matched) next.custom = decoded.customRange;
  }
  if (frame === 'Advanced' && state.frame !== 'No filter') next.advanced = toAdvancedRange(current);
  return next;
};

/** Checks the picker can make before asking the server; null when the state can be sent. */
export type TimeRangeStateIssue = 'invalid_start' | 'invalid_end' | 'invalid_anchor';

export const validateTimeRangeState = (state: TimeRangePickerState): TimeRangeStateIssue | null => {
  if (state.frame !== 'Custom') return null;
  const bad = validateCustomTimeRange(state.custom);
  if (bad === 'since') return 'invalid_start';
  if (bad === 'until') return 'invalid_end';
  if (bad === 'anchor') return 'invalid_anchor';
  return null;
};

/** Tabs whose value is its own best label; the others show the resolved interval. */
export const isNamedTimeRange = (value: string | null | undefined, now: Date): boolean => {
  const frame = guessTimeRangeFrame(value, now);
  return frame === 'Common' || frame === 'Calendar' || frame === 'Current' || frame === 'No filter';
};

const endpoint = (dttm: string, isStart: boolean): string => dttm.replace('T00:00:00', '') || (isStart ? '-∞' : '∞');

/** Superset's formatTimeRange: '2024-03-04 ≤ col < 2024-03-11', with ∞ for open ends. */
export const formatTimeRangeBounds = (since: string | null, until: string | null, column = 'col'): string =>
  `${endpoint(since ?? '', true)} ≤ ${column} < ${endpoint(until ?? '', false)}`;
