import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { FilterBoxChart } from './filter-box-chart';
import { filterBoxMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { FilterBoxTransformedProps } from './types';

export const filterBox: ChartPlugin<FilterBoxTransformedProps> = {
  metadata: filterBoxMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: FilterBoxChart,
};
