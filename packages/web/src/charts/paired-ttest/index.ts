import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { pairedTTestMetadata } from './metadata';
import { PairedTTestChart } from './paired-ttest-chart';
import { transformProps } from './transform-props';
import type { PairedTTestTransformedProps } from './types';

export const pairedTTest: ChartPlugin<PairedTTestTransformedProps> = {
  metadata: pairedTTestMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PairedTTestChart,
};
