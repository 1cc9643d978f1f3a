import { TimeRangeError } from './time-range-error.js';

/**
 * Wall-clock arithmetic. A wall-clock time is the milliseconds of its calendar fields read as
 * if they were UTC, so the UTC getters of Date give back the fields in any zone and adding a
 * day never lands on a daylight-saving hour (Superset computes on naive datetimes the same way).
 */
export type WallClock = number;

export const TIME_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** 'Days', 'DAY' and 'day' are one unit; anything else is undefined. */
export const toTimeUnit = (word: string): TimeUnit | undefined => {
  const w = word.toLowerCase();
  const singular = w.endsWith('s') ? w.slice(0, -1) : w;
  return TIME_UNITS.find((u) => u === singular);
};

const MS: Partial<Record<TimeUnit, number>> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};
const MONTHS: Partial<Record<TimeUnit, number>> = { month: 1, quarter: 3, year: 12 };

export interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

export const wallClock = (
  year: number,
  month: number,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): WallClock => {
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear keeps them literal.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime() + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
};

export const fieldsOf = (t: WallClock): WallFields => {
  const d = new Date(t);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    ms: d.getUTCMilliseconds(),
  };
};

export const daysInMonth = (year: number, month: number): number =>
  new Date(wallClock(year, month + 1, 0)).getUTCDate();

/** Calendar units clamp to the month's end: Jan 31 + 1 month is Feb 29 in a leap year. */
export const addUnits = (t: WallClock, n: number, unit: TimeUnit): WallClock => {
  const fixed = MS[unit];
  if (fixed !== undefined) return t + n * fixed;
  const f = fieldsOf(t);
  const index = f.year * 12 + (f.month - 1) + n * (MONTHS[unit] ?? 0);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return wallClock(year, month, Math.min(f.day, daysInMonth(year, month)), f.hour, f.minute, f.second, f.ms);
};

/** Monday is day 0, as in Python's weekday(). */
const weekday = (t: WallClock): number => (new Date(t).getUTCDay() + 6) % 7;

export const startOfDay = (t: WallClock): WallClock => {
  const f = fieldsOf(t);
  return wallClock(f.year, f.month, f.day);
};

export const truncate = (t: WallClock, unit: TimeUnit): WallClock => {
  const f = fieldsOf(t);
  switch (unit) {
    case 'year':
      return wallClock(f.year, 1);
    case 'quarter':
      return wallClock(f.year, f.month - ((f.month - 1) % 3));
    case 'month':
      return wallClock(f.year, f.month);
    case 'week':
      return addUnits(startOfDay(t), -weekday(t), 'day');
    case 'day':
      return startOfDay(t);
    case 'hour':
      return wallClock(f.year, f.month, f.day, f.hour);
    case 'minute':
      return wallClock(f.year, f.month, f.day, f.hour, f.minute);
    case 'second':
      return wallClock(f.year, f.month, f.day, f.hour, f.minute, f.second);
  }
};

/** The last day of the unit at midnight, as Superset's LASTDAY answers. */
export const lastDay = (t: WallClock, unit: TimeUnit): WallClock => {
  const f = fieldsOf(t);
  switch (unit) {
    case 'year':
      return wallClock(f.year, 12, 31);
    case 'quarter': {
      const month = f.month - ((f.month - 1) % 3) + 2;
      return wallClock(f.year, month, daysInMonth(f.year, month));
    }
    case 'month':
      return wallClock(f.year, f.month, daysInMonth(f.year, f.month));
    case 'week':
      return addUnits(truncate(t, 'week'), 6, 'day');
    case 'day':
      return startOfDay(t);
    default:
      throw new TimeRangeError(`LASTDAY does not take the unit ${unit}; use year, quarter, month, week or day`);
  }
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** ISO without a zone, like Python's isoformat(): fractions only when there are any. */
export const formatWallClock = (t: WallClock): string => {
  const f = fieldsOf(t);
  if (f.year < 1 || f.year > 9999) throw new TimeRangeError('Date is out of range (years 1 to 9999)');
  const base = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
  return f.ms ? `${base}.${pad(f.ms * 1000, 6)}` : base;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timezone: string): Intl.DateTimeFormat => {
  const cached = formatters.get(timezone);
  if (cached) return cached;
  let made: Intl.DateTimeFormat;
  try {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw new TimeRangeError(`Unknown time zone: ${timezone}`);
  }
  formatters.set(timezone, made);
  return made;
};

/** Throws TimeRangeError for a zone name the runtime does not know. */
export const assertTimezone = (timezone: string): void => {
  formatterFor(timezone);
};

/** The wall clock in `timezone` at an instant (epoch milliseconds). */
export const wallClockAt = (instant: number, timezone: string): WallClock => {
  if (timezone === 'UTC') return instant;
  const get: Record<string, number> = {};
  for (const p of formatterFor(timezone).formatToParts(new Date(instant))) get[p.type] = Number(p.value);
  const ms = ((instant % 1000) + 1000) % 1000;
  return wallClock(get.year ?? 0, get.month ?? 1, get.day ?? 1, get.hour ?? 0, get.minute ?? 0, get.second ?? 0, ms);
};
