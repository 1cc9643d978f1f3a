import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { GeojsonChart } from './geojson-chart';
import { deckGeojsonMetadata } from './metadata';
import { transformProps, type GeoJsonTransformedProps } from './transform-props';

export const deckGeojson: ChartPlugin<GeoJsonTransformedProps> = {
  metadata: deckGeojsonMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: GeojsonChart,
};

/** The type's layers alone, for deck_multi. */
export { geojsonLayers } from './layers';
