import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/**
 * Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk.
 * Not one of Superset's types (users have asked for it since 2018): written in the style of its
 * ECharts plugins, with the viz_type and control names of its open pull request.
 */
export const candlestickMetadata: ChartMetadata = {
  get name() {
    return t('Candlestick Chart');
  },
  get description() {
    return t(
      'Shows how a value moved within each period of time: a candle per period spans the open and close values, its wicks reach the highest and lowest values, and its color tells whether the period closed up or down. The classic chart of prices.',
    );
  },
  get category() {
    return t('Evolution');
  },
  tags: ['ECharts', 'Time', 'Trend', 'Range', 'Business'],
  thumbnail: null,
  exampleGallery: [],
  // Candles stand on a time axis: no categories to cross-filter or drill into.
  behaviors: [],
};
