import type { ChartPlugin } from '../types';
import { buildWeightedQuery } from '../deck/weighted-points';
import { HexChart } from './hex-chart';
import { controlPanel } from './control-panel';
import { deckHexMetadata } from './metadata';
import { transformProps, type HexTransformedProps } from './transform-props';

export const deckHex: ChartPlugin<HexTransformedProps> = {
  metadata: deckHexMetadata,
  controlPanel,
  buildQuery: buildWeightedQuery,
  transformProps,
  Component: HexChart,
};

/** The type's layers alone, for deck_multi. */
export { hexLayers } from './layers';
