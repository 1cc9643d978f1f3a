import type { ChartPlugin } from '../types';
import { ArcChart } from './arc-chart';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { deckArcMetadata } from './metadata';
import { transformProps, type ArcTransformedProps } from './transform-props';

export const deckArc: ChartPlugin<ArcTransformedProps> = {
  metadata: deckArcMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: ArcChart,
};

/** The type's layers alone, for deck_multi. */
export { arcLayers } from './layers';
