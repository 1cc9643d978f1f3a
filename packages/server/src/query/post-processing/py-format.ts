/*
 * Column labels built from values (pivot series, histogram bins) must read exactly as
 * pandas prints them, because clients match series by name.
 */

/** Python's repr of a float: shortest round-trip digits, exponent outside [1e-4, 1e16). */
export const pyFloat = (value: number): string => {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa = '0', exp = '0'] = value.toExponential().split('e');
  const exponent = Number(exp);
  if (exponent < -4 || exponent >= 16) {
    const sign = exponent < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  let text: string;
  if (exponent >= 0) {
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    const fraction = digits.slice(exponent + 1);
    text = `${whole}.${fraction || '0'}`;
  } else {
    text = `0.${'0'.repeat(-exponent - 1)}${digits}`;
  }
  return negative ? `-${text}` : text;
};

/**
 * A numeric label as pandas prints it: integral values from an integer column print
 * without '.0'. A column with nulls is float64 in pandas, so it always prints as float.
 */
export const pyNumber = (value: number, floatColumn: boolean): string =>
  !floatColumn && Number.isInteger(value) && Math.abs(value) < 2 ** 63 ? String(BigInt(value)) : pyFloat(value);

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** str(pandas.Timestamp) for a UTC epoch-millisecond value. */
export const pyTimestamp = (ms: number): string => {
  const d = new Date(ms);
  const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const millis = d.getUTCMilliseconds();
  return millis === 0 ? base : `${base}.${pad(millis, 3)}000`;
};

export const pyBool = (value: boolean): string => (value ? 'True' : 'False');

/** Python's default string ordering: by code point, not UTF-16 unit. */
export const compareCodePoints = (a: string, b: string): number => {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done === y.done ? 0 : x.done ? -1 : 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx - cy;
  }
};
