import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckMultiMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Multiple Layers');
  },
  get description() {
    return t('Compose multiple layers together to form complex visuals.');
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', 'Multi-Layers'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
};
