import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const sankeyMetadata: ChartMetadata = {
  get name() {
    return t('Sankey Chart');
  },
  get description() {
    return t(
      'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow. Node height corresponds to the visualized metric, providing a clear representation of value distribution and transformation.',
    );
  },
  get category() {
    return t('Flow');
  },
  tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
