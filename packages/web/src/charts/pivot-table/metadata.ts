import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const pivotTableMetadata: ChartMetadata = {
  get name() {
    return t('Pivot Table');
  },
  get description() {
    return t(
      'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
    );
  },
  get category() {
    return t('Table');
  },
  tags: ['Additive', 'Report', 'Tabular', 'Featured'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
