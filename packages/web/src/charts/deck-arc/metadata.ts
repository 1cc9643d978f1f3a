import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckArcMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Arc');
  },
  get description() {
    return t('Plot the distance (like flight paths) between origin and destination.');
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', 'Geo', '3D', 'Relational', 'Web'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
