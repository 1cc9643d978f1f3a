import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckPathMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Path');
  },
  get description() {
    return t('Visualizes connected points, which form a path, on a map.');
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', 'Web'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
