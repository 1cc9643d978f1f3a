import type { ChartPlugin } from '../types';
import { buildWeightedQuery } from '../deck/weighted-points';
import { ScreengridChart } from './screengrid-chart';
import { controlPanel } from './control-panel';
import { deckScreengridMetadata } from './metadata';
import { transformProps, type ScreengridTransformedProps } from './transform-props';

export const deckScreengrid: ChartPlugin<ScreengridTransformedProps> = {
  metadata: deckScreengridMetadata,
  controlPanel,
  buildQuery: buildWeightedQuery,
  transformProps,
  Component: ScreengridChart,
};

/** The type's layers alone, for deck_multi. */
export { screengridLayers } from './layers';
