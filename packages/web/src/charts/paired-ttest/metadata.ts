import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const pairedTTestMetadata: ChartMetadata = {
  get name() {
    return t('Paired t-test Table');
  },
  get description() {
    return t(
      'Table that visualizes paired t-tests, which are used to understand statistical differences between groups.',
    );
  },
  get category() {
    return t('Correlation');
  },
  tags: ['Legacy', 'Statistical', 'Tabular'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
};
