import { weightedPointsQuery } from '@tessera/core';
import type { ChartPlugin } from '../types';
import { HexChart } from './hex-chart';
import { controlPanel } from './control-panel';
import { deckHexMetadata } from './metadata';
import { transformProps, type HexTransformedProps } from './transform-props';

export const deckHex: ChartPlugin<HexTransformedProps> = {
  metadata: deckHexMetadata,
  controlPanel,
  buildQuery: weightedPointsQuery,
  transformProps,
  Component: HexChart,
};

/** The type's layers alone, for deck_multi. */
export { hexLayers } from './layers';
