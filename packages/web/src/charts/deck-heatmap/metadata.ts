import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckHeatmapMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Heatmap');
  },
  get description() {
    return t('Uses Gaussian Kernel Density Estimation to visualize spatial distribution of data');
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', 'Geo', 'Intensity', 'Density'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
