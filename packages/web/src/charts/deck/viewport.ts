import type { Viewport } from '@tessera/core';
import type { LonLat } from './spatial';

/** A viewport rounded for saving: form data keeps a few decimals, not float noise. */
export const roundViewport = (v: Viewport): Viewport => ({
  longitude: Number(v.longitude.toFixed(6)),
  latitude: Number(v.latitude.toFixed(6)),
  zoom: Number(v.zoom.toFixed(3)),
  bearing: Number(v.bearing.toFixed(2)),
  pitch: Number(v.pitch.toFixed(2)),
});

/** The south-west and north-east corners of a set of positions. */
export type LonLatExtent = readonly [LonLat, LonLat];

/** The box around every position, or null when there is none (a layer's share of deck_multi's autozoom). */
export const extentOf = (positions: Iterable<LonLat>): LonLatExtent | null => {
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lon, lat] of positions) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return Number.isFinite(west)
    ? [
        [west, south],
        [east, north],
      ]
    : null;
};

/** The box around several boxes (the layers of one map), or null when none has positions. */
export const unionExtent = (extents: Iterable<LonLatExtent | null>): LonLatExtent | null =>
  extentOf([...extents].flatMap((e) => (e === null ? [] : [...e])));

const TILE = 512;
const mercatorY = (lat: number): number => {
  const clamped = Math.max(-85.05, Math.min(85.05, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};
const latOfMercatorY = (y: number): number => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/**
 * Superset's `autozoom`: the viewport that fits every position in a width × height map with a
 * margin, keeping the saved bearing and pitch. Null when there is nothing to fit.
 */
export const fitViewport = (
  positions: Iterable<LonLat>,
  width: number,
  height: number,
  base: Viewport,
  padding = 20,
): Viewport | null => {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lon, lat] of positions) {
    const x = (lon + 180) / 360;
    const y = mercatorY(lat);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (!Number.isFinite(minX)) return null;
  const innerW = Math.max(width - 2 * padding, 1);
  const innerH = Math.max(height - 2 * padding, 1);
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  // A single point (or a tight cluster) is not zoomed past a street-level view.
  const zoom = Math.min(Math.log2(Math.min(innerW / (spanX * TILE), innerH / (spanY * TILE))), 16);
  return {
    ...base,
    longitude: ((minX + maxX) / 2) * 360 - 180,
    latitude: latOfMercatorY((minY + maxY) / 2),
    zoom: Math.max(zoom, 0),
  };
};
