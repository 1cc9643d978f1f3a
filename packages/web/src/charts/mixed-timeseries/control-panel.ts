import type { ControlConfig, ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  groupby,
  legendControls,
  metrics,
  numberFormat,
  orderDesc,
  rowLimit,
  seriesLimit,
  seriesLimitMetric,
  suffixedControls,
  timeFormat,
  timeGrain,
  titleControls,
  xAxis,
} from '../shared-controls';
import { advancedAnalytics } from '../timeseries/advanced-analytics-controls';
import { QUERY_B_SUFFIX } from './form-data-suffix';

const select = (config: Omit<ControlConfig, 'type'>): ControlConfig =>
  defineControl({ renderTrigger: true, ...config, type: 'SelectControl' });

const queryControls: ControlConfig[][] = [
  [metrics],
  [groupby],
  [adhocFilters],
  [seriesLimit, seriesLimitMetric],
  [orderDesc, rowLimit],
  [checkbox('truncate_metric', 'Truncate Metric', true, { renderTrigger: false })],
];

const bounds = (config: Pick<ControlConfig, 'name' | 'label' | 'description'>): ControlConfig =>
  defineControl({ ...config, type: 'BoundsControl', default: [null, null], renderTrigger: true });

/**
 * One query's series style (Superset's 'Query A' / 'Query B' customisation rows): query B's
 * names end in B, show_valueB included.
 */
const seriesStyle = (suffix: '' | 'B'): ControlConfig[][] => [
  [
    select({
      name: `seriesType${suffix}`,
      label: 'Series type',
      description: 'Series chart type (line, bar etc)',
      default: 'line',
      choices: [
        ['line', 'Line'],
        ['scatter', 'Scatter'],
        ['smooth', 'Smooth Line'],
        ['bar', 'Bar'],
        ['start', 'Step - start'],
        ['middle', 'Step - middle'],
        ['end', 'Step - end'],
      ],
    }),
  ],
  [checkbox(`stack${suffix}`, 'Stack series', false), checkbox(`area${suffix}`, 'Area chart', false)],
  [
    checkbox(`show_value${suffix}`, 'Show Values', false),
    defineControl({
      name: `opacity${suffix}`,
      type: 'SliderControl',
      label: 'Opacity',
      description: 'Opacity of area chart.',
      default: 0.2,
      min: 0,
      max: 1,
      step: 0.1,
      renderTrigger: true,
    }),
  ],
  [
    checkbox(`markerEnabled${suffix}`, 'Marker', false),
    defineControl({
      name: `markerSize${suffix}`,
      type: 'SliderControl',
      label: 'Marker size',
      default: 6,
      min: 0,
      max: 20,
      renderTrigger: true,
    }),
  ],
  [
    select({
      name: `yAxisIndex${suffix}`,
      label: 'Y Axis',
      description: 'Primary or secondary y-axis',
      default: 0,
      choices: [
        [0, 'Primary'],
        [1, 'Secondary'],
      ],
    }),
  ],
];

const chartOptions: ControlConfig[][] = [
  ...titleControls,
  [colorScheme],
  [checkbox('zoomable', 'Data Zoom', false), checkbox('minorSplitLine', 'Minor Split Line', false)],
  [timeFormat('x_axis_time_format', 'Time format')],
  [checkbox('rich_tooltip', 'Rich tooltip', true), checkbox('tooltipSortByMetric', 'Tooltip sort by metric', false)],
  [timeFormat('tooltipTimeFormat', 'Tooltip time format')],
  [checkbox('truncateYAxis', 'Truncate Y Axis', false)],
];

const primaryAxis: ControlConfig[][] = [
  [numberFormat('y_axis_format', 'Primary y-axis format')],
  [checkbox('logAxis', 'Logarithmic y-axis', false)],
  [
    bounds({
      name: 'y_axis_bounds',
      label: 'Primary y-axis Bounds',
      description: 'Bounds for the primary Y-axis.',
    }),
  ],
];

const secondaryAxis: ControlConfig[][] = [
  [
    defineControl({
      name: 'yAxisTitleSecondary',
      type: 'TextControl',
      label: 'Secondary y-axis title',
      default: '',
      renderTrigger: true,
    }),
  ],
  [numberFormat('y_axis_format_secondary', 'Secondary y-axis format')],
  [checkbox('logAxisSecondary', 'Logarithmic y-axis', false)],
  [
    bounds({
      name: 'y_axis_bounds_secondary',
      label: 'Secondary y-axis Bounds',
      description: 'Bounds for the secondary Y-axis.',
    }),
  ],
];

/** Superset's mixed chart panel: shared x-axis, then query A and query B side by side in sections. */
export const mixedTimeseriesControlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Shared query fields', [[xAxis], [timeGrain]]),
    defineSection('Query A', queryControls),
    defineSection('Query B', suffixedControls(queryControls, QUERY_B_SUFFIX)),
    defineSection('Advanced analytics Query A', advancedAnalytics, false),
    defineSection('Advanced analytics Query B', suffixedControls(advancedAnalytics, QUERY_B_SUFFIX), false),
    defineSection('Chart Options', chartOptions),
    defineSection('Query A', seriesStyle('')),
    defineSection('Query B', seriesStyle('B')),
    defineSection('Legend', legendControls),
    defineSection('Y Axis', primaryAxis),
    defineSection('Secondary y-axis', secondaryAxis),
  ],
};
