import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const countryMapMetadata: ChartMetadata = {
  get name() {
    return t('Country Map');
  },
  get description() {
    return t(
      "Visualizes how a single metric varies across a country's principal subdivisions (states, provinces, etc) on a choropleth map. Each subdivision's value is elevated when you hover over the corresponding geographic boundary.",
    );
  },
  get category() {
    return t('Map');
  },
  tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
