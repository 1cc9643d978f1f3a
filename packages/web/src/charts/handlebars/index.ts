import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { HandlebarsChart } from './handlebars-chart';
import { handlebarsMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { HandlebarsTransformedProps } from './types';

export const handlebars: ChartPlugin<HandlebarsTransformedProps> = {
  metadata: handlebarsMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: HandlebarsChart,
};
