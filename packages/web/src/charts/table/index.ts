import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { tableMetadata } from './metadata';
import type { ChartPlugin } from '../types';
import { TableChart } from './table-chart';
import { transformProps } from './transform-props';
import type { TableTransformedProps } from './types';

export const table: ChartPlugin<TableTransformedProps> = {
  metadata: tableMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: TableChart,
};
