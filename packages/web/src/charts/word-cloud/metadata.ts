import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const wordCloudMetadata: ChartMetadata = {
  get name() {
    return t('Word Cloud');
  },
  get description() {
    return t(
      'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
    );
  },
  get category() {
    return t('Ranking');
  },
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
};
