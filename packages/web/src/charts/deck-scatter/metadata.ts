import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckScatterMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Scatterplot');
  },
  get description() {
    return t('A map that takes rendering circles with a variable radius at latitude/longitude coordinates');
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', 'Comparison', 'Scatter', '2D', 'Geo', 'Intensity', 'Density'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
