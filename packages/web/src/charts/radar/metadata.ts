import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const radarMetadata: ChartMetadata = {
  get name() {
    return t('Radar Chart');
  },
  get description() {
    return t(
      'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
    );
  },
  get category() {
    return t('Ranking');
  },
  tags: ['Business', 'Comparison', 'Multi-Variables', 'Report', 'Web', 'ECharts', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
