import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const timeTableMetadata: ChartMetadata = {
  get name() {
    return t('Time-series Table');
  },
  get description() {
    return t('Compare multiple time series charts (as sparklines) and related metrics quickly.');
  },
  get category() {
    return t('Table');
  },
  tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
};
