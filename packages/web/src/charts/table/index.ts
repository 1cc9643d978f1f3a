import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import type { ChartPlugin } from '../types';
import { TableChart } from './table-chart';
import { transformProps } from './transform-props';
import type { TableTransformedProps } from './types';

const metadata: ChartMetadata = {
  get name() {
    return t('Table');
  },
  get description() {
    return t(
      'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
    );
  },
  get category() {
    return t('Table');
  },
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};

export const table: ChartPlugin<TableTransformedProps> = {
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: TableChart,
};
