import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  groupby,
  metrics,
  numberFormat,
  numeric,
  orderDesc,
  rowLimit,
  seriesLimit,
  seriesLimitMetric,
  timeFormat,
  integer,
} from '../shared-controls';

/**
 * Superset's partition control panel (legacy-plugin-chart-partition controlPanel.tsx). Its time
 * series options that need per-timestamp rows (time series, differences, advanced analytics)
 * are left out: the chart's query here is grouped by the hierarchy alone.
 */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [metrics],
      [adhocFilters],
      [groupby],
      [seriesLimit],
      [seriesLimitMetric],
      [orderDesc],
      [rowLimit],
    ]),
    defineSection('Time Series Options', [
      [
        defineControl({
          name: 'time_series_option',
          type: 'SelectControl',
          label: 'Options',
          description: 'Settings for time series',
          default: 'not_time',
          choices: [
            ['not_time', 'Not Time Series'],
            ['agg_mean', 'Aggregate Mean'],
            ['agg_sum', 'Aggregate Sum'],
          ],
        }),
      ],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      [numberFormat('number_format', 'Number format'), timeFormat('date_time_format', 'Date Time Format')],
      [
        defineControl({
          name: 'partition_limit',
          type: 'TextControl',
          label: 'Partition Limit',
          description: 'The maximum number of subdivisions of each group; lower values are pruned first',
          default: '5',
          validators: [integer],
        }),
        defineControl({
          name: 'partition_threshold',
          type: 'TextControl',
          label: 'Partition Threshold',
          description: 'Partitions whose height to parent height proportions are below this value are pruned',
          default: '0.05',
          validators: [numeric],
        }),
      ],
      [checkbox('log_scale', 'Log Scale', false, { description: 'Use a log scale' })],
      [
        checkbox('rich_tooltip', 'Rich Tooltip', true, {
          description: 'The rich tooltip shows a list of all series for that point in time',
        }),
      ],
    ]),
  ],
};
