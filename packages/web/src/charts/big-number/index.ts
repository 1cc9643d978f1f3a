import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';
import type { ChartPlugin } from '../types';
import { BigNumberChart } from './big-number-chart';
import { buildTotalQuery, buildTrendlineQuery } from './build-query';
import { totalControlPanel, trendlineControlPanel } from './control-panel';
import { transformProps } from './transform-props';
import type { BigNumberTransformedProps } from './types';

const totalMetadata: ChartMetadata = {
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

const trendlineMetadata: ChartMetadata = {
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

export const bigNumberTotal: ChartPlugin<BigNumberTransformedProps> = {
  metadata: totalMetadata,
  controlPanel: totalControlPanel,
  buildQuery: buildTotalQuery,
  transformProps,
  Component: BigNumberChart,
};

export const bigNumber: ChartPlugin<BigNumberTransformedProps> = {
  metadata: trendlineMetadata,
  controlPanel: trendlineControlPanel,
  buildQuery: buildTrendlineQuery,
  transformProps,
  Component: BigNumberChart,
};
