import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const handlebarsMetadata: ChartMetadata = {
  get name() {
    return t('Handlebars');
  },
  get description() {
    return t('Write a handlebars template to render the data');
  },
  // Superset's handlebars has no category: its gallery lists it under Other.
  get category() {
    return t('Other');
  },
  tags: ['Text', 'Report'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: [],
};
