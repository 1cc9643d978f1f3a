import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugins so the chart-type picker reads them without loading the chart chunk. */
export const totalMetadata: ChartMetadata = {
  get name() {
    return t('Big Number');
  },
  get description() {
    return t(
      'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
    );
  },
  get category() {
    return t('KPI');
  },
  tags: ['Additive', 'Business', 'ECharts', 'Legacy', 'Percentages', 'Featured', 'Report'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['DRILL_TO_DETAIL'],
  label: 'FEATURED',
};

export const trendlineMetadata: ChartMetadata = {
  get name() {
    return t('Big Number with Trendline');
  },
  get description() {
    return t(
      'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
    );
  },
  get category() {
    return t('KPI');
  },
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['DRILL_TO_DETAIL'],
  label: 'FEATURED',
};

/** Superset ships it behind CHART_PLUGINS_EXPERIMENTAL; Tessera lists it like any other type. */
export const popKpiMetadata: ChartMetadata = {
  get name() {
    return t('Big Number with Time Period Comparison');
  },
  get description() {
    return t(
      'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
    );
  },
  get category() {
    return t('KPI');
  },
  tags: ['Comparison', 'Business', 'ECharts', 'Percentages', 'Report', 'Advanced-Analytics'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['DRILL_TO_DETAIL'],
  label: null,
};
