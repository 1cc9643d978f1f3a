import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { deckScatterMetadata } from './metadata';
import { ScatterChart } from './scatter-chart';
import { transformProps } from './transform-props';
import type { ScatterTransformedProps } from './types';

export const deckScatter: ChartPlugin<ScatterTransformedProps> = {
  metadata: deckScatterMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: ScatterChart,
};

/** The type's layers alone, for deck_multi. */
export { scatterLayers } from './layers';
