import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const pieMetadata: ChartMetadata = {
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
