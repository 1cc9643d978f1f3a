import { z } from 'zod';

/** Scheme, host and optional port, then a path: core is IO-free and has no URL class to lean on. */
const ORIGIN = /^(https?:\/\/[a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]\S*)?$/i;

/**
 * The optional remote tile layer of the maps (issue E's `MAP_TILE_URL`): an http(s) XYZ template
 * such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. Off by default: every map draws on the
 * offline vector base, and the tiles, when set, draw over it (a tile that fails to load leaves the
 * base showing). Rules shared by the server (start-up check, CSP) and the web (which tiles to draw).
 */
export const MapTileUrlSchema = z
  .string()
  .refine((value) => /^https?:\/\//.test(value), 'MAP_TILE_URL must start with http:// or https://')
  .refine(
    (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
    'MAP_TILE_URL must hold {z}, {x} and {y}',
  )
  .refine((value) => ORIGIN.test(expandTileUrl(value, { x: 0, y: 0, z: 0 })), 'MAP_TILE_URL is not a URL');

/** One tile of the web-mercator pyramid; `bounds` is [west, south, east, north] in degrees. */
export interface MapTile {
  /** Unique in a view, world copies included (`z/x/y` with x unwrapped). */
  id: string;
  x: number;
  y: number;
  z: number;
  bounds: [number, number, number, number];
}

/** 256-pixel tiles, as every XYZ server serves; deck.gl's zoom counts 512-pixel worlds, one level less. */
const DECK_ZOOM_OFFSET = 1;
const MAX_TILE_ZOOM = 19;
/** More tiles than a large screen needs means a pitched view reaching the horizon: draw none. */
export const MAX_TILES_IN_VIEW = 64;
const MAX_LATITUDE = 85.0511287798;

/** The template with one tile's coordinates put in. */
export const expandTileUrl = (template: string, tile: Pick<MapTile, 'x' | 'y' | 'z'>): string =>
  template.replaceAll('{z}', String(tile.z)).replaceAll('{x}', String(tile.x)).replaceAll('{y}', String(tile.y));

/** The origin the CSP must allow for the tiles (`img-src`, `connect-src`), or null when none is set. */
export const mapTileOrigin = (template: string | null): string | null =>
  template === null ? null : (ORIGIN.exec(expandTileUrl(template, { x: 0, y: 0, z: 0 }))?.[1]?.toLowerCase() ?? null);

const lonToX = (lon: number, n: number): number => ((lon + 180) / 360) * n;
const latToY = (lat: number, n: number): number => {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n;
};
const xToLon = (x: number, n: number): number => (x / n) * 360 - 180;
const yToLat = (y: number, n: number): number => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/**
 * The tiles covering a view's bounds at a deck.gl zoom. Longitudes may run past ±180 (the map
 * repeats the world): such a tile keeps its unwrapped bounds and is fetched by its wrapped x.
 * Empty when the view needs more than MAX_TILES_IN_VIEW.
 */
export const tilesInView = (bounds: [number, number, number, number], deckZoom: number): MapTile[] => {
  const z = Math.max(0, Math.min(MAX_TILE_ZOOM, Math.round(deckZoom + DECK_ZOOM_OFFSET)));
  const n = 2 ** z;
  const [west, south, east, north] = bounds;
  const x0 = Math.floor(lonToX(west, n));
  const x1 = Math.floor(lonToX(east, n) - 1e-9);
  const y0 = Math.max(0, Math.floor(latToY(north, n)));
  const y1 = Math.min(n - 1, Math.floor(latToY(south, n) - 1e-9));
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES_IN_VIEW) return [];
  const tiles: MapTile[] = [];
  for (let x = x0; x <= x1; x += 1)
    for (let y = y0; y <= y1; y += 1)
      tiles.push({
        id: `${z}/${x}/${y}`,
        x: ((x % n) + n) % n,
        y,
        z,
        bounds: [xToLon(x, n), yToLat(y + 1, n), xToLon(x + 1, n), yToLat(y, n)],
      });
  return tiles;
};
