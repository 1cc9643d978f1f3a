import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const tableMetadata: ChartMetadata = {
  get name() {
    return t('Table');
  },
  get description() {
    return t(
      'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
    );
  },
  get category() {
    return t('Table');
  },
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
