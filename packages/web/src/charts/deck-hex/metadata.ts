import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckHexMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl 3D Hexagon');
  },
  get description() {
    return t('Overlays a hexagonal grid on a map, and aggregates data within the boundary of each cell.');
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', '3D', 'Geo', 'Comparison'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
