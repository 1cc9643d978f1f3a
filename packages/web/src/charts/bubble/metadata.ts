import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const bubbleMetadata: ChartMetadata = {
  get name() {
    return t('Bubble Chart');
  },
  get description() {
    return t(
      'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
    );
  },
  get category() {
    return t('Correlation');
  },
  tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  // Superset's bubble chart does not cross-filter yet; Tessera's does, on the clicked bubble's entity.
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
