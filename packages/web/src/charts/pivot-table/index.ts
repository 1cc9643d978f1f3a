import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { pivotTableMetadata } from './metadata';
import { PivotChart } from './pivot-chart';
import { transformProps } from './transform-props';
import type { PivotTransformedProps } from './types';

export const pivotTable: ChartPlugin<PivotTransformedProps> = {
  metadata: pivotTableMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PivotChart,
};
