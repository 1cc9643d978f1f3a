import { weightedPointsQuery } from '@tessera/core';
import type { ChartPlugin } from '../types';
import { GridChart } from './grid-chart';
import { controlPanel } from './control-panel';
import { deckGridMetadata } from './metadata';
import { transformProps, type GridTransformedProps } from './transform-props';

export const deckGrid: ChartPlugin<GridTransformedProps> = {
  metadata: deckGridMetadata,
  controlPanel,
  buildQuery: weightedPointsQuery,
  transformProps,
  Component: GridChart,
};

/** The type's layers alone, for deck_multi. */
export { gridLayers } from './layers';
