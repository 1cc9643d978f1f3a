import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { deckMultiMetadata } from './metadata';
import { MultiChart } from './multi-chart';
import { transformProps, type MultiTransformedProps } from './transform-props';

export const deckMulti: ChartPlugin<MultiTransformedProps> = {
  metadata: deckMultiMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: MultiChart,
};
