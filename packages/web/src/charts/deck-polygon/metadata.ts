import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const deckPolygonMetadata: ChartMetadata = {
  get name() {
    return t('deck.gl Polygon');
  },
  // Superset's description names its Mapbox map; ours is the offline base map.
  get description() {
    return t(
      'Visualizes geographic areas from your data as polygons on a map. Polygons can be colored using a metric.',
    );
  },
  get category() {
    return t('Map');
  },
  tags: ['deckGL', '3D', 'Multi-Dimensions', 'Geo'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
