import { TIME_RANGE_SEPARATOR } from './time-range.js';
import { TIME_UNITS, type TimeUnit } from './wall-clock.js';

/** How one side of a custom range is given; 'today' is labelled Midnight in the picker. */
export type DateTimeMode = 'specific' | 'relative' | 'now' | 'today';
export type AnchorMode = 'now' | 'specific';

/** Superset's CustomRangeType: the Custom tab of the time-range picker. */
export interface CustomTimeRange {
  sinceDatetime: string;
  sinceMode: DateTimeMode;
  sinceGrain: TimeUnit;
  sinceGrainValue: number;
  untilDatetime: string;
  untilMode: DateTimeMode;
  untilGrain: TimeUnit;
  untilGrainValue: number;
  anchorMode: AnchorMode;
  anchorValue: string;
}

export const DATE_TIME_MODES: readonly DateTimeMode[] = ['specific', 'relative', 'now', 'today'];

/** DATEADD(DATETIME("date, now or today"), signed integer, unit): a relative side. */
export const CUSTOM_RANGE_EXPRESSION = new RegExp(
  `^DATEADD\\(DATETIME\\("(.+)"\\), ([-+]?[0-9]+), (${TIME_UNITS.join('|')})\\)$`,
  'i',
);

const DATETIME_CONSTANTS: readonly string[] = ['now', 'today'];
const SPECIFIC_MODES: readonly DateTimeMode[] = ['specific', 'today', 'now'];
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** YYYY-MM-DD[T]HH:mm:ss of an instant in UTC, the format Superset's picker writes. */
export const formatPickerDatetime = (instant: Date): string =>
  `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}` +
  `T${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}`;

const midnightUtc = (now: Date, daysBack = 0): string =>
  formatPickerDatetime(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack)));

/**
 * Every date-time the picker's fields can produce: date only, minutes without seconds (a browser's
 * datetime-local input drops ':00' seconds), seconds, a fraction, a zone, and a space instead of T.
 */
const PICKER_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * One side's date-time in Superset's picker form YYYY-MM-DDTHH:mm:ss (wall-clock digits kept, fraction
 * and zone dropped, missing time or seconds as zeros); null when the text is not a real calendar date-time.
 */
export const parsePickerDatetime = (text: string): string | null => {
  const m = PICKER_DATETIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const valid =
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour < 24 && minute < 60 && second < 60;
  if (!valid) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`;
};

/** A specific side the picker accepts: a date-time in any of the forms above, or now / today. */
export const isPickerDatetime = (text: string): boolean =>
  DATETIME_CONSTANTS.includes(text.trim().toLowerCase()) || parsePickerDatetime(text) !== null;

/**
 * A side's datetime in the picker's format: now and today resolve against the clock (UTC, as
 * Superset's picker does); a date-time keeps its wall-clock digits, dropping fraction and zone.
 */
export const normalizePickerDatetime = (text: string, now: Date): string => {
  const lower = text.trim().toLowerCase();
  if (lower === 'now') return formatPickerDatetime(new Date(Math.floor(now.getTime() / 1000) * 1000));
  if (lower === 'today') return midnightUtc(now);
  return parsePickerDatetime(text) ?? text.trim();
};

/** Spec 03 §9: start 7 days back (relative), end today at midnight UTC, anchor now. */
export const defaultCustomRange = (now: Date): CustomTimeRange => ({
  sinceDatetime: midnightUtc(now, 7),
  sinceMode: 'relative',
  sinceGrain: 'day',
  sinceGrainValue: -7,
  untilDatetime: midnightUtc(now),
  untilMode: 'specific',
  untilGrain: 'day',
  untilGrainValue: 7,
  anchorMode: 'now',
  anchorValue: 'now',
});

const modeOf = (side: string): DateTimeMode => {
  const lower = side.toLowerCase();
  return DATETIME_CONSTANTS.includes(lower) ? (lower as DateTimeMode) : 'specific';
};

const grainOf = (word: string | undefined): TimeUnit => {
  const lower = (word ?? '').toLowerCase();
  return TIME_UNITS.find((u) => u === lower) ?? 'day';
};

export interface CustomRangeDecoded {
  customRange: CustomTimeRange;
  /** False when the text is not one of the four custom shapes; customRange is then the default. */
  matched: boolean;
}

/** Superset's customTimeRangeDecode: 'since : until' where each side is specific or relative. */
export const decodeCustomTimeRange = (timeRange: string, now: Date): CustomRangeDecoded => {
  const defaults = defaultCustomRange(now);
  const parts = timeRange.split(TIME_RANGE_SEPARATOR);
  if (parts.length !== 2) return { customRange: defaults, matched: false };
  const [since = '', until = ''] = parts;
  const sinceIsDatetime = isPickerDatetime(since);
  const untilIsDatetime = isPickerDatetime(until);
  if (sinceIsDatetime && untilIsDatetime) {
    return {
      customRange: {
        ...defaults,
        sinceDatetime: since,
        untilDatetime: until,
        sinceMode: modeOf(since),
        untilMode: modeOf(until),
      },
      matched: true,
    };
  }
  const sinceRelative = CUSTOM_RANGE_EXPRESSION.exec(since);
  const untilRelative = CUSTOM_RANGE_EXPRESSION.exec(until);
  if (sinceRelative && untilIsDatetime && since.includes(until)) {
    const dttm = sinceRelative[1] ?? until;
    return {
      customRange: {
        ...defaults,
        sinceGrain: grainOf(sinceRelative[3]),
        sinceGrainValue: Number.parseInt(sinceRelative[2] ?? '-7', 10),
        sinceDatetime: dttm,
        untilDatetime: dttm,
        sinceMode: 'relative',
        untilMode: modeOf(until),
      },
      matched: true,
    };
  }
  if (sinceIsDatetime && untilRelative && until.includes(since)) {
    const dttm = untilRelative[1] ?? since;
    return {
      customRange: {
        ...defaults,
        untilGrain: grainOf(untilRelative[3]),
        untilGrainValue: Number.parseInt(untilRelative[2] ?? '7', 10),
        sinceDatetime: dttm,
        untilDatetime: dttm,
        untilMode: 'relative',
        sinceMode: modeOf(since),
      },
      matched: true,
    };
  }
  if (sinceRelative && untilRelative && sinceRelative[1] === untilRelative[1]) {
    const anchor = sinceRelative[1] ?? 'now';
    return {
      customRange: {
        ...defaults,
        sinceGrain: grainOf(sinceRelative[3]),
        sinceGrainValue: Number.parseInt(sinceRelative[2] ?? '-7', 10),
        sinceDatetime: anchor,
        untilGrain: grainOf(untilRelative[3]),
        untilGrainValue: Number.parseInt(untilRelative[2] ?? '7', 10),
        untilDatetime: anchor,
        anchorValue: anchor,
        sinceMode: 'relative',
        untilMode: 'relative',
        anchorMode: anchor.toLowerCase() === 'now' ? 'now' : 'specific',
      },
      matched: true,
    };
  }
  return { customRange: defaults, matched: false };
};

const specificSide = (mode: DateTimeMode, datetime: string, now: Date): string =>
  mode === 'specific' ? normalizePickerDatetime(datetime, now) : mode;

/** Spec 03 §5: a relative quantity is a whole number of at least 1 (default 1). */
export const relativeQuantity = (value: number): number =>
  Number.isFinite(value) && Math.abs(value) >= 1 ? Math.floor(Math.abs(value)) : 1;

const dateAdd = (base: string, amount: number, grain: TimeUnit): string =>
  `DATEADD(DATETIME("${base}"), ${amount}, ${grain})`;

/** Superset's customTimeRangeEncode: the custom tab's fields to a 'since : until' expression. */
export const encodeCustomTimeRange = (range: CustomTimeRange, now: Date): string => {
  const { sinceMode, untilMode, sinceGrain, untilGrain } = range;
  const back = -relativeQuantity(range.sinceGrainValue);
  const ahead = relativeQuantity(range.untilGrainValue);
  const join = (since: string, until: string): string => `${since}${TIME_RANGE_SEPARATOR}${until}`;
  if (SPECIFIC_MODES.includes(sinceMode) && SPECIFIC_MODES.includes(untilMode)) {
    return join(specificSide(sinceMode, range.sinceDatetime, now), specificSide(untilMode, range.untilDatetime, now));
  }
  if (sinceMode === 'relative' && SPECIFIC_MODES.includes(untilMode)) {
    const until = specificSide(untilMode, range.untilDatetime, now);
    return join(dateAdd(until, back, sinceGrain), until);
  }
  if (SPECIFIC_MODES.includes(sinceMode) && untilMode === 'relative') {
    const since = specificSide(sinceMode, range.sinceDatetime, now);
    return join(since, dateAdd(since, ahead, untilGrain));
  }
  const anchor = range.anchorMode === 'now' ? 'now' : normalizePickerDatetime(range.anchorValue, now);
  return join(dateAdd(anchor, back, sinceGrain), dateAdd(anchor, ahead, untilGrain));
};

/** Spec 03 §5: specific sides must be ISO-like; the message names the first bad side. */
export const validateCustomTimeRange = (range: CustomTimeRange): 'since' | 'until' | 'anchor' | null => {
  const bad = (mode: DateTimeMode, datetime: string): boolean =>
    mode === 'specific' && !isPickerDatetime(datetime.trim());
  if (bad(range.sinceMode, range.sinceDatetime)) return 'since';
  if (bad(range.untilMode, range.untilDatetime)) return 'until';
  const bothRelative = range.sinceMode === 'relative' && range.untilMode === 'relative';
  if (bothRelative && range.anchorMode === 'specific' && !isPickerDatetime(range.anchorValue.trim())) return 'anchor';
  return null;
};
