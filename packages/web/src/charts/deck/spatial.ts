import type { LatLongConfig } from '@tessera/core';

/** A position as deck.gl takes it: [longitude, latitude]. */
export type LonLat = [number, number];

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** A geohash cell's bounds as [west, south, east, north], or null for a value that is not a geohash. */
export const geohashBounds = (hash: string): [number, number, number, number] | null => {
  if (hash === '') return null;
  let [latLo, latHi, lonLo, lonHi] = [-90, 90, -180, 180];
  let even = true;
  for (const char of hash.toLowerCase()) {
    const bits = BASE32.indexOf(char);
    if (bits < 0) return null;
    for (let bit = 4; bit >= 0; bit -= 1) {
      const on = ((bits >> bit) & 1) === 1;
      if (even) {
        const mid = (lonLo + lonHi) / 2;
        if (on) lonLo = mid;
        else lonHi = mid;
      } else {
        const mid = (latLo + latHi) / 2;
        if (on) latLo = mid;
        else latHi = mid;
      }
      even = !even;
    }
  }
  return [lonLo, latLo, lonHi, latHi];
};

/** The centre of a geohash cell as [lon, lat], or null for a value that is not a geohash. */
export const decodeGeohash = (hash: string): LonLat | null => {
  const bounds = geohashBounds(hash);
  if (bounds === null) return null;
  const [west, south, east, north] = bounds;
  return [(west + east) / 2, (south + north) / 2];
};

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

const valid = ([lon, lat]: LonLat): LonLat | null => (Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lon, lat] : null);

/**
 * A row's position, or null when it has none. Delimited values read "lon<delimiter>lat" and
 * geohashes decode to lon/lat; "Reverse lat/long" swaps both (Superset's reverse_latlong).
 */
export const positionOf = (row: Readonly<Record<string, unknown>>, spatial: LatLongConfig): LonLat | null => {
  if (spatial.type === 'latlong') {
    const lon = toNumber(row[spatial.lonCol ?? '']);
    const lat = toNumber(row[spatial.latCol ?? '']);
    return lon === null || lat === null ? null : valid([lon, lat]);
  }
  let pair: LonLat | null;
  if (spatial.type === 'geohash') {
    const raw = row[spatial.geohashCol ?? ''];
    pair = typeof raw === 'string' ? decodeGeohash(raw.trim()) : null;
  } else {
    const raw = row[spatial.lonlatCol ?? ''];
    const parts = typeof raw === 'string' ? raw.split(spatial.delimiter ?? ',').map(toNumber) : [];
    const [a, b] = parts;
    pair = parts.length === 2 && a != null && b != null ? [a, b] : null;
  }
  if (pair === null) return null;
  return valid(spatial.reverseCheckbox === true ? [pair[1], pair[0]] : pair);
};
