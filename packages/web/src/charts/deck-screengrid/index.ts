import { weightedPointsQuery } from '@tessera/core';
import type { ChartPlugin } from '../types';
import { ScreengridChart } from './screengrid-chart';
import { controlPanel } from './control-panel';
import { deckScreengridMetadata } from './metadata';
import { transformProps, type ScreengridTransformedProps } from './transform-props';

export const deckScreengrid: ChartPlugin<ScreengridTransformedProps> = {
  metadata: deckScreengridMetadata,
  controlPanel,
  buildQuery: weightedPointsQuery,
  transformProps,
  Component: ScreengridChart,
};

/** The type's layers alone, for deck_multi. */
export { screengridLayers } from './layers';
