import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const bulletMetadata: ChartMetadata = {
  get name() {
    return t('Bullet Chart');
  },
  get description() {
    return t(
      'Showcases the progress of a single metric against a given target. The higher the fill, the closer the metric is to the target.',
    );
  },
  get category() {
    return t('KPI');
  },
  tags: ['Business', 'Legacy', 'Report', 'nvd3'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
  label: null,
};
