import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { deckPathMetadata } from './metadata';
import { PathChart } from './path-chart';
import { transformProps, type PathTransformedProps } from './transform-props';

export const deckPath: ChartPlugin<PathTransformedProps> = {
  metadata: deckPathMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PathChart,
};

/** The type's layers alone, for deck_multi. */
export { pathLayers } from './layers';
