import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const waterfallMetadata: ChartMetadata = {
  get name() {
    return t('Waterfall Chart');
  },
  get description() {
    return t(
      'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values.',
    );
  },
  get category() {
    return t('Evolution');
  },
  tags: ['Categorical', 'Comparison', 'ECharts', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
