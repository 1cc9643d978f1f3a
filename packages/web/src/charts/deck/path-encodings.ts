import { decodeGeohash, type LonLat } from './spatial';

/** Superset's deck_path line encodings (its `line_type`): an encoded polyline, a JSON array, a geohash. */
export type LineType = 'polyline' | 'json' | 'geohash';

export const LINE_TYPES: readonly LineType[] = ['polyline', 'json', 'geohash'];

export const readLineType = (value: unknown): LineType => LINE_TYPES.find((type) => type === value) ?? 'json';

/**
 * Google's encoded polyline (precision 5) as the pairs it encodes, in its own order: latitude first.
 * Superset decodes it the same way and leaves the order to its 'Reverse Lat & Long' checkbox.
 */
export const decodePolyline = (encoded: string): [number, number][] => {
  const pairs: [number, number][] = [];
  let index = 0;
  let first = 0;
  let second = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) return null;
      const byte = encoded.charCodeAt(index) - 63;
      index += 1;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) return result & 1 ? ~(result >> 1) : result >> 1;
    }
  };
  while (index < encoded.length) {
    const a = next();
    const b = next();
    if (a === null || b === null) return [];
    first += a;
    second += b;
    pairs.push([first / 1e5, second / 1e5]);
  }
  return pairs;
};

/** A JSON [x, y] pair (more values, such as an altitude, are allowed and dropped). */
export const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length >= 2 && Number.isFinite(value[0]) && Number.isFinite(value[1]);

/** A JSON array of [x, y] pairs; anything else is no path (Superset draws nothing for it either). */
const decodeJson = (text: string): [number, number][] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every(isPair) ? parsed.map(([x, y]) => [x, y]) : [];
  } catch {
    return [];
  }
};

/**
 * One row's path as deck.gl positions. Each encoding's pairs are taken as [lon, lat] unless `reverse`
 * (Superset's reverse_long_lat) swaps them; a geohash is the one point at its cell's centre.
 */
export const decodePath = (value: unknown, type: LineType, reverse: boolean): LonLat[] => {
  if (value === null || value === undefined || value === '') return [];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (type === 'geohash') {
    const point = decodeGeohash(text);
    return point === null ? [] : [point];
  }
  const pairs = type === 'polyline' ? decodePolyline(text) : decodeJson(text);
  return pairs.map(([x, y]) => (reverse ? [y, x] : [x, y]));
};
