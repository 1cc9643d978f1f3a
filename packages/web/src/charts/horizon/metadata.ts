import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const horizonMetadata: ChartMetadata = {
  get name() {
    return t('Horizon Chart');
  },
  get description() {
    return t(
      'Compares how a metric changes over time between different groups. Each group is mapped to a row and change over time is visualized bar lengths and color.',
    );
  },
  get category() {
    return t('Distribution');
  },
  tags: ['Legacy'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['DRILL_TO_DETAIL'],
  label: null,
};
