import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const heatmapMetadata: ChartMetadata = {
  get name() {
    return t('Heatmap');
  },
  get description() {
    return t(
      'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
    );
  },
  get category() {
    return t('Correlation');
  },
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  // Superset's heatmap does not cross-filter; Tessera's does, on the clicked cell's categories.
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
