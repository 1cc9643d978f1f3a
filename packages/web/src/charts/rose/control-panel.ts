import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineSection,
  granularitySqla,
  groupby,
  metrics,
  numberFormat,
  rowLimit,
  seriesLimit,
  seriesLimitMetric,
  timeFormat,
  timeGrain,
  timeRange,
} from '../shared-controls';
import { advancedAnalytics } from '../timeseries/advanced-analytics-controls';

/** Superset's rose control panel (legacy-plugin-chart-rose controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Time', [[granularitySqla], [timeGrain], [timeRange]]),
    defineSection('Query', [
      [metrics],
      [adhocFilters],
      [groupby],
      [seriesLimit, seriesLimitMetric],
      [
        checkbox('order_desc', 'Sort Descending', true, {
          renderTrigger: false,
          description: 'Whether to sort descending or ascending',
          visibility: (fd) => fd.timeseries_limit_metric !== undefined && fd.timeseries_limit_metric !== null,
        }),
        checkbox('contribution', 'Contribution', false, {
          renderTrigger: false,
          description: 'Compute the contribution to the total',
        }),
      ],
      [rowLimit],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      [numberFormat('number_format', 'Number format'), timeFormat('date_time_format', 'Date Time Format')],
      [
        checkbox('rich_tooltip', 'Rich Tooltip', true, {
          description: 'The rich tooltip shows a list of all series for that point in time',
        }),
        checkbox('rose_area_proportion', 'Use Area Proportions', false, {
          description: 'Check if the Rose Chart should use segment area instead of segment radius for proportioning',
        }),
      ],
    ]),
    defineSection('Advanced Analytics', advancedAnalytics, false),
  ],
};
