import type { ChartPlugin } from '../types';
import { buildWeightedQuery } from '../deck/weighted-points';
import { GridChart } from './grid-chart';
import { controlPanel } from './control-panel';
import { deckGridMetadata } from './metadata';
import { transformProps, type GridTransformedProps } from './transform-props';

export const deckGrid: ChartPlugin<GridTransformedProps> = {
  metadata: deckGridMetadata,
  controlPanel,
  buildQuery: buildWeightedQuery,
  transformProps,
  Component: GridChart,
};

/** The type's layers alone, for deck_multi. */
export { gridLayers } from './layers';
