import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { deckPolygonMetadata } from './metadata';
import { PolygonChart } from './polygon-chart';
import { transformProps, type PolygonTransformedProps } from './transform-props';

export const deckPolygon: ChartPlugin<PolygonTransformedProps> = {
  metadata: deckPolygonMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PolygonChart,
};

/** The type's layers alone, for deck_multi. */
export { polygonLayers } from './layers';
