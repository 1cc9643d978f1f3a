import { WebMercatorViewport, type Layer } from '@deck.gl/core';
import { BitmapLayer } from '@deck.gl/layers';
import { expandTileUrl, tilesInView, type MapTile, type Viewport } from '@tessera/core';

/**
 * The remote tiles an admin set with MAP_TILE_URL (issue E), for the part of the world a map shows.
 * Written on deck.gl's BitmapLayer rather than @deck.gl/geo-layers' TileLayer: that package and its
 * peers (3D tiles, terrain, mesh layers) would weigh far more than this tile arithmetic (core's map-tiles).
 */
export const tilesForView = (viewport: Viewport, width: number, height: number): MapTile[] => {
  if (width <= 0 || height <= 0) return [];
  const view = new WebMercatorViewport({ ...viewport, width, height });
  return tilesInView(view.getBounds(), viewport.zoom);
};

/** Whether two tile sets are the same tiles (a small drag within them keeps the layers as they are). */
export const sameTiles = (a: readonly MapTile[], b: readonly MapTile[]): boolean =>
  a.length === b.length && a.every((tile, i) => tile.id === b[i]?.id);

/** What one tile's image layer is made of: ids are the tiles', so deck.gl keeps a loaded tile across redraws. */
export interface TileImage {
  id: string;
  url: string;
  bounds: MapTile['bounds'];
}

export const tileImages = (template: string, tiles: readonly MapTile[]): TileImage[] =>
  tiles.map((tile) => ({ id: `base-tile-${tile.id}`, url: expandTileUrl(template, tile), bounds: tile.bounds }));

/**
 * One image layer per tile, drawn over the offline base (a tile that fails to load leaves it showing)
 * and under the data.
 */
export const tileLayers = (template: string, tiles: readonly MapTile[]): Layer[] =>
  tileImages(template, tiles).map(
    ({ id, url, bounds }) => new BitmapLayer({ id, image: url, bounds, pickable: false }),
  );
