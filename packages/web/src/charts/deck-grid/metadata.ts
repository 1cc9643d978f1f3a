import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckGridMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Grid');
  },
  get description() {
    return t('Visualize geospatial data like 3D buildings, landscapes, or objects in grid view.');
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', '3D', 'Geo', 'Comparison'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
