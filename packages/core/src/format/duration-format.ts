/**
 * Durations in milliseconds as short unit strings, the way Superset's DURATION formats read
 * (66000 → '1m 6s', 1.40008 → '1ms 400µs 80ns' with sub-millisecond parts).
 */

const UNITS: readonly (readonly [suffix: string, ms: number])[] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
];

const trimDecimal = (value: number, digits: number): string => {
  const fixed = value.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

const subMillisecondParts = (ms: number): string[] => {
  const nanos = Math.round(ms * 1_000_000);
  const parts: string[] = [];
  const whole = Math.floor(nanos / 1_000_000);
  const micros = Math.floor((nanos % 1_000_000) / 1000);
  const rest = nanos % 1000;
  if (whole > 0) parts.push(`${whole}ms`);
  if (micros > 0) parts.push(`${micros}µs`);
  if (rest > 0) parts.push(`${rest}ns`);
  return parts;
};

export interface DurationOptions {
  /** Show milliseconds, microseconds and nanoseconds as their own parts. */
  subMilliseconds?: boolean;
}

export const formatDuration = (value: number, opts: DurationOptions = {}): string => {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  let rest = Math.abs(value);
  if (rest === 0) return '0ms';
  const parts: string[] = [];
  for (const [suffix, size] of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${count}${suffix}`);
    rest -= count * size;
  }
  if (opts.subMilliseconds) {
    const seconds = Math.floor(rest / 1000);
    if (seconds > 0) parts.push(`${seconds}s`);
    parts.push(...subMillisecondParts(rest - seconds * 1000));
  } else if (parts.length === 0 && rest < 1000) {
    parts.push(`${Math.round(rest)}ms`);
  } else {
    const seconds = trimDecimal(rest / 1000, 1);
    if (seconds !== '0') parts.push(`${seconds}s`);
  }
  return `${sign}${parts.join(' ')}`;
};
