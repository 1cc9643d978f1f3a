import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const mixedTimeseriesMetadata: ChartMetadata = {
  get name() {
    return t('Mixed Chart');
  },
  get description() {
    return t(
      'Visualizes two different series using the same x-axis. Each series can be drawn with its own chart type, stacking and area, on the primary or the secondary y-axis.',
    );
  },
  get category() {
    return t('Evolution');
  },
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Multi-Variables', 'Time', 'Transformable', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
