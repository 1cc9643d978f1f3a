import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const funnelMetadata: ChartMetadata = {
  get name() {
    return t('Funnel Chart');
  },
  get description() {
    return t(
      'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
    );
  },
  get category() {
    return t('KPI');
  },
  tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
