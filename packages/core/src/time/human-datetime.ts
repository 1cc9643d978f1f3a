import { TimeRangeError } from './time-range-error.js';
import {
  addUnits,
  daysInMonth,
  startOfDay,
  toTimeUnit,
  wallClock,
  wallClockAt,
  type TimeUnit,
  type WallClock,
} from './wall-clock.js';

/** What every evaluation reads: the current wall clock (whole seconds) and its zone. */
export interface TimeContext {
  now: WallClock;
  timezone: string;
}

export type RelativeBase = 'today' | 'now';

const SUB_DAY: ReadonlySet<TimeUnit> = new Set(['second', 'minute', 'hour']);

/** Superset counts sub-day units from now and longer ones from midnight today. */
export const baseForUnit = (unit: TimeUnit): RelativeBase => (SUB_DAY.has(unit) ? 'now' : 'today');

export const anchorTime = (ctx: TimeContext, base: RelativeBase): WallClock =>
  base === 'now' ? ctx.now : startOfDay(ctx.now);

const UNIT = '(second|minute|hour|day|week|month|quarter|year)s?';
const AMBIGUOUS = new RegExp(`^(\\d+)\\s+${UNIT}$`, 'i');
const RELATIVE = new RegExp(`^(\\d+)\\s+${UNIT}\\s+(ago|later|from now)$`, 'i');
const ISO =
  /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const num = (s: string | undefined, fallback: number): number => (s === undefined ? fallback : Number(s));

/** Minutes east of UTC from 'Z', '+05:30', '-0800' or '+02'. */
const offsetMinutes = (zone: string): number => {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
};

/** ISO-like dates and datetimes; a zone suffix is converted into the context's zone. */
export const parseIsoDatetime = (text: string, timezone: string): WallClock | undefined => {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = num(m[2], 1);
  const day = num(m[3], 1);
  const hour = num(m[4], 0);
  const minute = num(m[5], 0);
  const second = num(m[6], 0);
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  const valid =
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!valid) return undefined;
  const t = wallClock(year, month, day, hour, minute, second, ms);
  return m[8] ? wallClockAt(t - offsetMinutes(m[8]) * 60_000, timezone) : t;
};

/**
 * The text inside DATETIME("..."), and any side of 'since : until' that is not a function or a
 * 'last/next' phrase: ISO dates, now, today, yesterday, tomorrow, 'N units ago|later'.
 */
export const parseHumanDatetime = (text: string, ctx: TimeContext): WallClock => {
  const s = text.trim();
  const lower = s.toLowerCase();
  if (AMBIGUOUS.test(s)) {
    throw new TimeRangeError(`Time string is ambiguous. Please specify [${s} ago] or [${s} later].`);
  }
  const today = startOfDay(ctx.now);
  switch (lower) {
    case 'now':
      return ctx.now;
    case 'today':
      return today;
    case 'yesterday':
      return addUnits(today, -1, 'day');
    case 'tomorrow':
      return addUnits(today, 1, 'day');
  }
  const iso = parseIsoDatetime(s, ctx.timezone);
  if (iso !== undefined) return iso;
  const rel = RELATIVE.exec(s);
  const unit = rel?.[2] ? toTimeUnit(rel[2]) : undefined;
  if (rel && unit) {
    const n = Number(rel[1]) * (rel[3]?.toLowerCase() === 'ago' ? -1 : 1);
    return addUnits(anchorTime(ctx, baseForUnit(unit)), n, unit);
  }
  throw new TimeRangeError(`Cannot parse time string [${s}]`);
};
