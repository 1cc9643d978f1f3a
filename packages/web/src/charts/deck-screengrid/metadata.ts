import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckScreengridMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Screen Grid');
  },
  get description() {
    return t(
      'Aggregates data within the boundary of grid cells and maps the aggregated values to a dynamic color scale',
    );
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', 'Comparison', 'Intensity', 'Density'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
