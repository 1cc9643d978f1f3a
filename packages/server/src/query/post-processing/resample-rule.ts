import { PostProcessingError } from './errors.js';
import { intLiteral } from './sql.js';

/**
 * A pandas offset as SQL over epoch-millisecond BIGINTs: `bucket` numbers the bin a
 * timestamp falls in (relative to the first timestamp `lo`), `label` gives a bin's label.
 * Bins follow pandas: fixed-length rules are left-closed and anchored at midnight of the
 * first day; month/quarter/year starts label the left edge; month/quarter/year ends and
 * weeks (W = W-SUN) are right-closed and labelled by the period's last day.
 */
export interface ResampleRule {
  bucket(ts: string, lo: string): string;
  label(bucket: string, lo: string): string;
}

const DAY = 86_400_000;
const TICKS: Record<string, number> = {
  ms: 1,
  L: 1,
  s: 1000,
  S: 1000,
  min: 60_000,
  T: 60_000,
  h: 3_600_000,
  H: 3_600_000,
  D: DAY,
};
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Months since year 0 of an epoch-ms expression. */
const monthIndex = (ts: string): string => `(year(epoch_ms(${ts})) * 12 + month(epoch_ms(${ts})) - 1)`;

const monthStartMs = (m: string): string =>
  `epoch_ms(make_date(CAST(floor((${m}) / 12) AS INTEGER), CAST((${m}) - floor((${m}) / 12) * 12 + 1 AS INTEGER), 1)::TIMESTAMP)`;

const monthEndMs = (m: string): string =>
  `epoch_ms(last_day(make_date(CAST(floor((${m}) / 12) AS INTEGER), CAST((${m}) - floor((${m}) / 12) * 12 + 1 AS INTEGER), 1))::TIMESTAMP)`;

const tick = (stepMs: number): ResampleRule => {
  const step = intLiteral(stepMs);
  const origin = (lo: string): string => `(floor((${lo}) / ${DAY}) * ${DAY})`;
  return {
    bucket: (ts, lo) => `floor(((${ts}) - ${origin(lo)}) / ${step})`,
    label: (b, lo) => `(${origin(lo)} + (${b}) * ${step})`,
  };
};

const monthStart = (stepMonths: number, align: number): ResampleRule => {
  const anchor = (lo: string): string => `(${monthIndex(lo)} - (${monthIndex(lo)} % ${align}))`;
  return {
    bucket: (ts, lo) => `floor((${monthIndex(ts)} - ${anchor(lo)}) / ${stepMonths})`,
    label: (b, lo) => monthStartMs(`${anchor(lo)} + (${b}) * ${stepMonths}`),
  };
};

const monthEnd = (stepMonths: number, align: number): ResampleRule => {
  const labelMonth = (ts: string): string => `(${monthIndex(ts)} + ${align - 1} - (${monthIndex(ts)} % ${align}))`;
  return {
    bucket: (ts, lo) => `ceil((${labelMonth(ts)} - ${labelMonth(lo)}) / ${stepMonths})`,
    label: (b, lo) => monthEndMs(`${labelMonth(lo)} + (${b}) * ${stepMonths}`),
  };
};

const weekly = (weeks: number, weekday: number): ResampleRule => {
  const day = (ts: string): string => `floor((${ts}) / ${DAY})`;
  // 1970-01-01 was a Thursday (4 with Sunday = 0).
  const labelDay = (ts: string): string => `(${day(ts)} + ((${weekday} - ((${day(ts)} + 4) % 7 + 7) % 7) + 7) % 7)`;
  const span = weeks * 7;
  return {
    bucket: (ts, lo) => `ceil((${labelDay(ts)} - ${labelDay(lo)}) / ${span})`,
    label: (b, lo) => `((${labelDay(lo)} + (${b}) * ${span}) * ${DAY})`,
  };
};

export const parseRule = (rule: string): ResampleRule => {
  const match = /^\s*(\d*)\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?\s*$/.exec(rule);
  const n = match?.[1] ? Number(match[1]) : 1;
  const unit = match?.[2] ?? '';
  const anchor = match?.[3]?.toUpperCase();
  const bad = (): never => {
    throw new PostProcessingError(`resample: options.rule is not a supported pandas offset: ${JSON.stringify(rule)}`);
  };
  if (!match || !Number.isSafeInteger(n) || n < 1) return bad();
  const tickMs = TICKS[unit];
  if (tickMs !== undefined && !anchor) return tick(n * tickMs);
  if (unit === 'W') {
    const weekday = WEEKDAYS.indexOf(anchor ?? 'SUN');
    return weekday >= 0 ? weekly(n, weekday) : bad();
  }
  const endAnchor = anchor === undefined || anchor === 'DEC';
  const startAnchor = anchor === undefined || anchor === 'JAN';
  if (unit === 'MS' && !anchor) return monthStart(n, 1);
  if ((unit === 'M' || unit === 'ME') && !anchor) return monthEnd(n, 1);
  if (unit === 'QS' && startAnchor) return monthStart(3 * n, 3);
  if ((unit === 'Q' || unit === 'QE') && endAnchor) return monthEnd(3 * n, 3);
  if ((unit === 'AS' || unit === 'YS') && startAnchor) return monthStart(12 * n, 12);
  if ((unit === 'A' || unit === 'Y' || unit === 'YE') && endAnchor) return monthEnd(12 * n, 12);
  return bad();
};
