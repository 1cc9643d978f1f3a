import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const histogramMetadata: ChartMetadata = {
  get name() {
    return t('Histogram');
  },
  get description() {
    return t(
      'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
    );
  },
  get category() {
    return t('Distribution');
  },
  tags: ['Comparison', 'ECharts', 'Pattern', 'Range'],
  thumbnail: null,
  exampleGallery: [],
  // Superset's histogram does not cross-filter yet; Tessera's does, on the dimensions of a series.
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
