import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const treemapMetadata: ChartMetadata = {
  get name() {
    return t('Treemap');
  },
  get description() {
    return t(
      'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
    );
  },
  get category() {
    return t('Part of a Whole');
  },
  tags: ['Categorical', 'Comparison', 'ECharts', 'Multi-Levels', 'Percentages', 'Proportional', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
