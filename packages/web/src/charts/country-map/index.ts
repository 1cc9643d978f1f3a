import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { CountryMapChart } from './country-map-chart';
import { countryMapMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { CountryMapTransformedProps } from './types';

export const countryMap: ChartPlugin<CountryMapTransformedProps> = {
  metadata: countryMapMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: CountryMapChart,
};
