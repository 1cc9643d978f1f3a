import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const worldMapMetadata: ChartMetadata = {
  get name() {
    return t('World Map');
  },
  get description() {
    return t(
      'A map of the world, that can indicate values in different countries. Countries are shaded by a metric or by a categorical palette, with optional bubbles sized by a second metric.',
    );
  },
  get category() {
    return t('Map');
  },
  tags: [
    '2D',
    'Comparison',
    'Intensity',
    'Legacy',
    'Multi-Dimensions',
    'Multi-Layers',
    'Multi-Variables',
    'Scatter',
    'Featured',
  ],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
