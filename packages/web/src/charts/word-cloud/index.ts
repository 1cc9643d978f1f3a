import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { wordCloudMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { WordCloudTransformedProps } from './types';
import { WordCloudChart } from './word-cloud-chart';

export const wordCloud: ChartPlugin<WordCloudTransformedProps> = {
  metadata: wordCloudMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: WordCloudChart,
};
