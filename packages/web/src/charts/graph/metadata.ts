import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const graphMetadata: ChartMetadata = {
  get name() {
    return t('Graph Chart');
  },
  get description() {
    return t(
      'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network. Graph charts can be configured to be force-directed or circulate. If your data has a geospatial component, try the deck.gl Arc chart.',
    );
  },
  get category() {
    return t('Flow');
  },
  tags: ['Circular', 'Comparison', 'Directional', 'ECharts', 'Relational', 'Structural', 'Transformable', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
