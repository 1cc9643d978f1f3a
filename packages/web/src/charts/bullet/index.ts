import type { ChartPlugin } from '../types';
import { BulletChart } from './bullet-chart';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { bulletMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { BulletTransformedProps } from './types';

export const bullet: ChartPlugin<BulletTransformedProps> = {
  metadata: bulletMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: BulletChart,
};
