/** Result value normalisation shared by the engines: temporal → epoch ms, big numbers → number when exact. */

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export const bigintToValue = (value: bigint): number | string =>
  value <= MAX_SAFE && value >= -MAX_SAFE ? Number(value) : value.toString();

/** Integers that drivers hand over as text (BIGINT, UInt64): a number when exact, else the text. */
export function integerTextToValue(text: string): number | string {
  return /^[-+]?\d+$/.test(text) ? bigintToValue(BigInt(text)) : text;
}

/**
 * Decimals become numbers while their integer part is exact in a double; fractional digits round
 * as any float would (AVG over integers gives 1.3333333333333333). Larger values stay text.
 */
export function decimalTextToValue(text: string): number | string {
  if (!/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(text)) return text;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? value : text;
}

const TIMESTAMP_TEXT =
  /^(-?\d{4,})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(?:\s*(Z|UTC|[+-]\d{2}(?::?\d{2})?|[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*))?$/;

const utcMs = (y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number => {
  // Date.UTC maps years 0-99 to 1900-1999, so set the year explicitly.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
};

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset of `zone` from UTC at the instant `atMs`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(zone: string, atMs: number): number {
  let format = zoneFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = format.formatToParts(new Date(atMs));
  const wall = utcMs(
    part(parts, 'year'),
    part(parts, 'month'),
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
    0,
  );
  return wall - (atMs - (((atMs % 1000) + 1000) % 1000));
}

function offsetOf(zone: string | undefined, wallMs: number): number {
  if (zone === undefined || zone === 'Z' || zone === 'UTC') return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return (numeric[1] === '-' ? -1 : 1) * minutes * 60_000;
  }
  const first = zoneOffsetMs(zone, wallMs);
  return zoneOffsetMs(zone, wallMs - first);
}

/**
 * Epoch ms of `YYYY-MM-DD[ HH:MM[:SS[.fff]]][zone]` text; a missing zone means UTC. Returns null
 * for text that is not a timestamp, so callers can keep the original value.
 */
export function parseTimestampText(text: string): number | null {
  const m = TIMESTAMP_TEXT.exec(text.trim());
  if (!m) return null;
  const fraction = (m[7] ?? '').slice(0, 3).padEnd(3, '0');
  const wall = utcMs(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    Number(fraction),
  );
  if (Number.isNaN(wall)) return null;
  try {
    return wall - offsetOf(m[8], wall);
  } catch {
    return null;
  }
}

/** Converts driver values to JSON-safe ones: Date → epoch ms, bigint → number when exact, bytes → hex. */
export function normalizeJsValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  if (typeof value === 'bigint') return bigintToValue(value);
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return value.map(normalizeJsValue);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeJsValue(v)]));
  }
  return value;
}

/** Temporal text (or a Date) to epoch ms; anything unparseable is kept as it came. */
export function temporalToMs(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return normalizeJsValue(value);
  if (typeof value === 'string') return parseTimestampText(value) ?? value;
  return value;
}
