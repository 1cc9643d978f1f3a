import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const paraMetadata: ChartMetadata = {
  get name() {
    return t('Parallel Coordinates');
  },
  get description() {
    return t(
      'Plots the individual metrics for each row in the data vertically and links them together as a line. This chart is useful for comparing multiple metrics across all of the samples or rows in the data.',
    );
  },
  get category() {
    return t('Ranking');
  },
  tags: ['Directional', 'Legacy', 'Relational'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
};
