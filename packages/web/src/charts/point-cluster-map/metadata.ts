import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

export const pointClusterMapMetadata: ChartMetadata = {
  get name() {
    return t('Point Cluster Map');
  },
  // Superset gives this chart no description.
  description: '',
  get category() {
    return t('Map');
  },
  tags: ['Business', 'Intensity', 'Density', 'Scatter', 'Transformable'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART'],
};
