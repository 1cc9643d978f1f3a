import type { ChartPlugin } from '../types';
import { buildWeightedQuery } from '../deck/weighted-points';
import { HeatmapChart } from './heatmap-chart';
import { controlPanel } from './control-panel';
import { deckHeatmapMetadata } from './metadata';
import { transformProps, type HeatmapTransformedProps } from './transform-props';

export const deckHeatmap: ChartPlugin<HeatmapTransformedProps> = {
  metadata: deckHeatmapMetadata,
  controlPanel,
  buildQuery: buildWeightedQuery,
  transformProps,
  Component: HeatmapChart,
};

/** The type's layers alone, for deck_multi. */
export { heatmapLayers } from './layers';
