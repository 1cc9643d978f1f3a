import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const filterBoxMetadata: ChartMetadata = {
  get name() {
    return t('Filter box');
  },
  get description() {
    return t('A multi filter, multi-choice filter box to make dashboards interactive');
  },
  get category() {
    return t('Tools');
  },
  tags: ['Legacy', 'Deprecated'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
  label: 'DEPRECATED',
  get labelExplanation() {
    return t('The filter box is deprecated: dashboards keep it working; native filters replace it.');
  },
};
