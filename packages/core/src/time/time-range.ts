import { evaluateDateExpression, isDateExpression } from './date-expression.js';
import { anchorTime, baseForUnit, parseHumanDatetime, type RelativeBase, type TimeContext } from './human-datetime.js';
import { TimeRangeError } from './time-range-error.js';
import {
  addUnits,
  assertTimezone,
  formatWallClock,
  lastDay,
  toTimeUnit,
  truncate,
  wallClockAt,
  type TimeUnit,
  type WallClock,
} from './wall-clock.js';

export { TimeRangeError } from './time-range-error.js';
export type { RelativeBase } from './human-datetime.js';

export const NO_TIME_RANGE = 'No filter';
export const TIME_RANGE_SEPARATOR = ' : ';
export const COMMON_TIME_RANGES = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
export const CALENDAR_TIME_RANGES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
] as const;
export const CURRENT_TIME_RANGES = [
  'Current day',
  'Current week',
  'Current month',
  'Current quarter',
  'Current year',
] as const;

export interface ResolveTimeRangeOptions {
  /** The clock; resolution never reads the system time. */
  now: Date;
  /** IANA zone whose wall clock 'today' and the answers are in; default 'UTC'. */
  timezone?: string;
  /** Anchor of 'last/next/this N units'; default: 'now' for sub-day units, else 'today'. */
  relativeStart?: RelativeBase;
  /** The end a bare 'Last N units' gets (Superset's relative_end); default by unit as above. */
  relativeEnd?: RelativeBase;
  /** Superset's time shift: '1 week ago', '28 days', or a 'since : until' of plain dates. */
  shift?: string;
}

export interface ResolvedTimeRange {
  /** ISO without a zone, in the zone's wall clock, e.g. '2024-03-01T00:00:00'; null when open. */
  since: string | null;
  until: string | null;
}

type Range = [since: WallClock | null, until: WallClock | null];

const UNIT = '(second|minute|hour|day|week|month|quarter|year)s?';
const DAY_UP = '(day|week|month|quarter|year)s?';
const SCOPE = new RegExp(`^(this|last|next|prior)\\s+(\\d+)?\\s*${UNIT}$`, 'i');
const MODIFIER = new RegExp(`^(start of|beginning of|end of)\\s+(this|last|next|prior)\\s+(\\d+)?\\s*${DAY_UP}$`, 'i');
const FIRST_OF = new RegExp(
  `^(?:first|1st)\\s+(?:day\\s+)?of\\s+(?:(this|last|next|prior)\\s+|the\\s+)?${DAY_UP}$`,
  'i',
);
const FIRST_SUBUNIT_OF =
  /^(?:first|1st)\s+(week|month|quarter)\s+of\s+(?:(this|last|next|prior)\s+)?(?:the\s+)?(week|month|quarter|year)$/i;
const SHORTHAND = new RegExp(`^(?:last|next)\\s+(?:\\d+\\s*)?${UNIT}$`, 'i');
const NAMED = /^(previous calendar|current)\s+(day|week|month|quarter|year)$/i;
const SHIFT = new RegExp(`^-?(\\d+)\\s+${UNIT}(?:\\s+ago)?$`, 'i');

interface Resolver {
  ctx: TimeContext;
  opts: ResolveTimeRangeOptions;
}

const unitOf = (word: string | undefined): TimeUnit => {
  const unit = word ? toTimeUnit(word) : undefined;
  if (!unit) throw new TimeRangeError(`Unknown time unit: ${word ?? ''}`);
  return unit;
};

/** 'this|last|next|prior N unit' relative to today or now, as Superset's handle_scope_and_unit. */
const scoped = (r: Resolver, scope: string, delta: string | undefined, unit: TimeUnit): WallClock => {
  const base = anchorTime(r.ctx, r.opts.relativeStart ?? baseForUnit(unit));
  const n = delta ? Number(delta) : 1;
  const s = scope.toLowerCase();
  if (s === 'this') return base;
  return addUnits(base, s === 'next' ? n : -n, unit);
};

/** One side of 'since : until'; empty is an open end. */
const side = (r: Resolver, text: string): WallClock | null => {
  if (text === '') return null;
  const mod = MODIFIER.exec(text);
  if (mod?.[1] && mod[2]) {
    const unit = unitOf(mod[4]);
    const base = scoped(r, mod[2], mod[3], unit);
    // Superset's 'end of' is the unit's last day at midnight (LASTDAY), not the next unit's start.
    return mod[1].toLowerCase() === 'end of' ? lastDay(base, unit) : truncate(base, unit);
  }
  const first = FIRST_OF.exec(text);
  if (first) {
    const unit = unitOf(first[2]);
    return truncate(scoped(r, first[1] ?? 'this', undefined, unit), unit);
  }
  const scope = SCOPE.exec(text);
  if (scope?.[1]) return scoped(r, scope[1], scope[2], unitOf(scope[3]));
  if (isDateExpression(text)) return evaluateDateExpression(text, r.ctx);
  return parseHumanDatetime(text, r.ctx);
};

const splitPair = (text: string): [string, string] | undefined => {
  const padded = ` ${text} `;
  const at = padded.indexOf(TIME_RANGE_SEPARATOR);
  if (at < 0) return undefined;
  return [padded.slice(0, at).trim(), padded.slice(at + TIME_RANGE_SEPARATOR.length).trim()];
};

/** Whole-range names; Superset rewrites each into a DATETRUNC pair over today. */
const named = (r: Resolver, text: string): Range | undefined => {
  const today = anchorTime(r.ctx, 'today');
  const m = NAMED.exec(text);
  if (m?.[1]) {
    const unit = unitOf(m[2]);
    return m[1].toLowerCase() === 'current'
      ? [truncate(today, unit), truncate(addUnits(today, 1, unit), unit)]
      : [truncate(addUnits(today, -1, unit), unit), truncate(today, unit)];
  }
  const f = FIRST_SUBUNIT_OF.exec(text);
  if (f) {
    const unit = unitOf(f[3]);
    const start = truncate(scoped(r, f[2] ?? 'this', undefined, unit), unit);
    return [start, addUnits(start, 1, unitOf(f[1]))];
  }
  return undefined;
};

const evaluate = (r: Resolver, text: string): Range => {
  if (text === '' || text.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return [null, null];
  const pair = splitPair(text);
  if (pair) return [side(r, pair[0]), side(r, pair[1])];
  const range = named(r, text);
  if (range) return range;
  const short = SHORTHAND.exec(text);
  const unitBase = short?.[1] ? baseForUnit(unitOf(short[1])) : 'today';
  if (/^last\s/i.test(text)) return [side(r, text), anchorTime(r.ctx, r.opts.relativeEnd ?? unitBase)];
  if (/^next\s/i.test(text)) return [anchorTime(r.ctx, r.opts.relativeStart ?? unitBase), side(r, text)];
  throw new TimeRangeError(
    `Cannot parse time range [${text}]: use 'No filter', a named range such as 'Last week', or 'since : until'`,
  );
};

const applyShift = (r: Resolver, range: Range, shift: string): Range => {
  const pair = splitPair(shift);
  if (pair) return [parseHumanDatetime(pair[0], r.ctx), parseHumanDatetime(pair[1], r.ctx)];
  const m = SHIFT.exec(shift);
  if (!m) throw new TimeRangeError(`Cannot parse time shift [${shift}]: use e.g. '1 week ago' or '28 days ago'`);
  const unit = unitOf(m[2]);
  const back = (t: WallClock | null): WallClock | null => (t === null ? null : addUnits(t, -Number(m[1]), unit));
  return [back(range[0]), back(range[1])];
};

/**
 * Resolves a Superset time-range expression ('Last week', 'previous calendar month',
 * 'DATEADD(DATETIME("today"), -7, day) : now', ...) to the wall-clock bounds in a zone.
 * Throws TimeRangeError with a message meant for the user.
 */
export const resolveTimeRange = (expression: string, opts: ResolveTimeRangeOptions): ResolvedTimeRange => {
  const timezone = opts.timezone ?? 'UTC';
  assertTimezone(timezone);
  const instant = opts.now.getTime();
  if (Number.isNaN(instant)) throw new TimeRangeError('The current time is not a valid date');
  // Superset's 'now' has whole seconds.
  const r: Resolver = { ctx: { now: truncate(wallClockAt(instant, timezone), 'second'), timezone }, opts };
  let range = evaluate(r, expression.trim());
  const shift = opts.shift?.trim();
  if (shift) range = applyShift(r, range, shift);
  const [since, until] = range;
  if (since !== null && until !== null && since > until) {
    throw new TimeRangeError('From date cannot be larger than to date');
  }
  return {
    since: since === null ? null : formatWallClock(since),
    until: until === null ? null : formatWallClock(until),
  };
};
