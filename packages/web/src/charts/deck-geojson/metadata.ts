import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckGeojsonMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Geojson');
  },
  // Superset's description also names icons and texts, the point styles Tessera leaves out.
  get description() {
    return t(
      'The GeoJsonLayer takes in GeoJSON formatted data and renders it as interactive polygons, lines and points.',
    );
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', '2D'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
