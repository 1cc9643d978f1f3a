import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const sunburstMetadata: ChartMetadata = {
  get name() {
    return t('Sunburst Chart');
  },
  get description() {
    return t(
      'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
    );
  },
  get category() {
    return t('Part of a Whole');
  },
  tags: ['ECharts', 'Multi-Levels', 'Proportional', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
