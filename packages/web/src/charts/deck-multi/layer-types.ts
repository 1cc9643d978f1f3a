import { sealDeckLayerType, type DeckLayerType } from '../deck/deck-layers';

/**
 * Superset's layerGenerators: the chart types deck_multi stacks (the deck types, point_cluster_map
 * and deck_multi itself aside), each loaded with the type's own chunk when a layer of it is drawn.
 */
const LAYER_TYPES: Readonly<Record<string, () => Promise<DeckLayerType>>> = {
  deck_scatter: () => import('../deck-scatter/index').then((m) => sealDeckLayerType(m.deckScatter, m.scatterLayers)),
  deck_arc: () => import('../deck-arc/index').then((m) => sealDeckLayerType(m.deckArc, m.arcLayers)),
  deck_hex: () => import('../deck-hex/index').then((m) => sealDeckLayerType(m.deckHex, m.hexLayers)),
  deck_grid: () => import('../deck-grid/index').then((m) => sealDeckLayerType(m.deckGrid, m.gridLayers)),
  deck_heatmap: () => import('../deck-heatmap/index').then((m) => sealDeckLayerType(m.deckHeatmap, m.heatmapLayers)),
  deck_screengrid: () =>
    import('../deck-screengrid/index').then((m) => sealDeckLayerType(m.deckScreengrid, m.screengridLayers)),
  deck_contour: () => import('../deck-contour/index').then((m) => sealDeckLayerType(m.deckContour, m.contourLayers)),
  deck_path: () => import('../deck-path/index').then((m) => sealDeckLayerType(m.deckPath, m.pathLayers)),
  deck_polygon: () => import('../deck-polygon/index').then((m) => sealDeckLayerType(m.deckPolygon, m.polygonLayers)),
  deck_geojson: () => import('../deck-geojson/index').then((m) => sealDeckLayerType(m.deckGeojson, m.geojsonLayers)),
};

export const layerVizTypes = (): string[] => Object.keys(LAYER_TYPES);

/** The layer type of a viz type, or null for one deck_multi cannot stack. */
export const loadLayerType = (vizType: string): Promise<DeckLayerType | null> =>
  Object.hasOwn(LAYER_TYPES, vizType) ? (LAYER_TYPES[vizType]?.() ?? Promise.resolve(null)) : Promise.resolve(null);
