import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const partitionMetadata: ChartMetadata = {
  get name() {
    return t('Partition Chart');
  },
  get description() {
    return t('Compare the same summarized metric across multiple groups.');
  },
  get category() {
    return t('Part of a Whole');
  },
  tags: ['Categorical', 'Comparison', 'Legacy', 'Proportional'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: null,
};
