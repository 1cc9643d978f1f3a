import { weightedPointsQuery } from '@tessera/core';
import type { ChartPlugin } from '../types';
import { HeatmapChart } from './heatmap-chart';
import { controlPanel } from './control-panel';
import { deckHeatmapMetadata } from './metadata';
import { transformProps, type HeatmapTransformedProps } from './transform-props';

export const deckHeatmap: ChartPlugin<HeatmapTransformedProps> = {
  metadata: deckHeatmapMetadata,
  controlPanel,
  buildQuery: weightedPointsQuery,
  transformProps,
  Component: HeatmapChart,
};

/** The type's layers alone, for deck_multi. */
export { heatmapLayers } from './layers';
