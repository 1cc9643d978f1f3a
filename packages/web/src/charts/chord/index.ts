import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { ChordChart } from './chord-chart';
import { controlPanel } from './control-panel';
import { chordMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { ChordTransformedProps } from './types';

export const chord: ChartPlugin<ChordTransformedProps> = {
  metadata: chordMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: ChordChart,
};
