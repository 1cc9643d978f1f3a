import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';
import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { PieChart } from './pie-chart';
import { transformProps } from './transform-props';
import type { PieTransformedProps } from './types';

const metadata: ChartMetadata = {
  get name() {
    return t('Pie Chart');
  },
  get description() {
    return t(
      'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.',
    );
  },
  get category() {
    return t('Part of a Whole');
  },
  tags: ['Categorical', 'Circular', 'Comparison', 'Percentages', 'Featured', 'Proportional', 'ECharts', 'Nightingale'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};

export const pie: ChartPlugin<PieTransformedProps> = {
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PieChart,
};
