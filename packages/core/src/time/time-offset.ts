import { TimeRangeError } from './time-range-error.js';
import { toTimeUnit, type TimeUnit } from './wall-clock.js';

/** The time comparison that shifts by the length of the query's own range (Superset's 'inherit'). */
export const INHERIT_TIME_OFFSET = 'inherit';

/** A shift back in time: `n` units earlier (negative n is later). */
export interface TimeShift {
  n: number;
  unit: TimeUnit;
}

/**
 * One `time_offsets` entry as Superset reads it: a relative shift ('1 year ago', '2 months
 * later'), 'inherit', or a date ('2024-01-01') the comparison period starts on.
 */
export type TimeOffset =
  | ({ kind: 'relative' } & TimeShift)
  | { kind: 'inherit' }
  | { kind: 'date'; /** UTC midnight of the date, as epoch ms. */ date: number };

const RELATIVE = /^\s*(\d+)\s+([a-z]+?)s?\s+(ago|later)\s*$/i;
/** Superset's is_valid_date is strptime(offset, '%Y-%m-%d'), which also takes unpadded months and days. */
const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_MS = 86_400_000;

const dateOf = (text: string): number | null => {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2024-02-30 over to March; strptime refuses it.
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null;
};

/** Reads a `time_offsets` entry; throws TimeRangeError with a message for the user. */
export const parseTimeOffset = (text: string): TimeOffset => {
  if (text === INHERIT_TIME_OFFSET) return { kind: 'inherit' };
  const date = dateOf(text);
  if (date !== null) return { kind: 'date', date };
  const m = RELATIVE.exec(text);
  const unit = m ? toTimeUnit((m[2] ?? '').toLowerCase()) : undefined;
  if (!m || !unit) {
    throw new TimeRangeError(
      `cannot read '${text}'; use e.g. '1 year ago', '${INHERIT_TIME_OFFSET}' or a start date such as '2024-01-01'`,
    );
  }
  const n = Number(m[1]);
  return { kind: 'relative', n: m[3]?.toLowerCase() === 'ago' ? n : -n, unit };
};

/** Whether the offset can only be worked out from the query's time range. */
export const needsTimeRange = (offset: TimeOffset): boolean => offset.kind !== 'relative';

/**
 * The shift an offset stands for, given the query's resolved range (epoch ms of its wall-clock
 * bounds). Superset's get_offset_custom_or_inherit turns 'inherit' into '<until − since> days
 * ago' and a date into '<since − date> days ago', in whole days (Python's timedelta.days, which
 * floors); a date after the range's start shifts forward.
 */
export const resolveTimeOffset = (offset: TimeOffset, range: { since: number; until: number }): TimeShift => {
  switch (offset.kind) {
    case 'relative':
      return { n: offset.n, unit: offset.unit };
    case 'inherit':
      return { n: Math.floor((range.until - range.since) / DAY_MS), unit: 'day' };
    case 'date':
      return { n: Math.floor((range.since - offset.date) / DAY_MS), unit: 'day' };
  }
};
