import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const calendarHeatmapMetadata: ChartMetadata = {
  get name() {
    return t('Calendar Heatmap');
  },
  get description() {
    return t(
      "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
    );
  },
  get category() {
    return t('Correlation');
  },
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['DRILL_TO_DETAIL'],
  label: null,
};
