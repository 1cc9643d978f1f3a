import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const treeMetadata: ChartMetadata = {
  get name() {
    return t('Tree Chart');
  },
  get description() {
    return t('Visualize multiple levels of hierarchy using a familiar tree-like structure.');
  },
  get category() {
    return t('Part of a Whole');
  },
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural'],
  thumbnail: null,
  exampleGallery: [],
  // Superset's tree neither cross-filters nor drills: its nodes are rows of an id/parent table.
  behaviors: [],
};
