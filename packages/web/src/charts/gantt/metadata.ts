import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const ganttMetadata: ChartMetadata = {
  get name() {
    return t('Gantt Chart');
  },
  get description() {
    return t(
      'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
    );
  },
  get category() {
    return t('Evolution');
  },
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  label: 'FEATURED',
};
