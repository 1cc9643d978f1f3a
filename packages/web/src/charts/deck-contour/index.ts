import { weightedPointsQuery } from '@tessera/core';
import type { ChartPlugin } from '../types';
import { ContourChart } from './contour-chart';
import { controlPanel } from './control-panel';
import { deckContourMetadata } from './metadata';
import { transformProps, type ContourTransformedProps } from './transform-props';

export const deckContour: ChartPlugin<ContourTransformedProps> = {
  metadata: deckContourMetadata,
  controlPanel,
  buildQuery: weightedPointsQuery,
  transformProps,
  Component: ContourChart,
};

/** The type's layers alone, for deck_multi. */
export { contourLayers } from './layers';
