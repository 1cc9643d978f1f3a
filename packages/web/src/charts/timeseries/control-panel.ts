import {
  showsTimeGrain,
  showsXAxisSort,
  xAxisSortChoices,
  type ControlConfig,
  type ControlPanelConfig,
  type FormData,
} from '@tessera/core';
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
  timeFormat,
  timeGrain,
  titleControls,
  xAxis,
} from '../shared-controls';
import { advancedAnalytics } from './advanced-analytics-controls';
import { stackModeOf, type TimeseriesVizType } from './settings';

const select = (config: Omit<ControlConfig, 'type'>): ControlConfig =>
  defineControl({ renderTrigger: true, ...config, type: 'SelectControl' });

/** Superset's X-Axis Sort By (XAxisSortControl): the x-axis label or a metric, for a categorical x-axis. */
const xAxisSort = defineControl({
  name: 'x_axis_sort',
  type: 'SelectControl',
  label: 'X-Axis Sort By',
  description: 'Decides which column to sort the base axis by.',
  default: null,
  choicesOf: xAxisSortChoices,
  visibility: showsXAxisSort,
});

const xAxisSortAsc = checkbox('x_axis_sort_asc', 'X-Axis Sort Ascending', true, {
  renderTrigger: false,
  description: 'Whether to sort ascending or descending on the base Axis.',
  visibility: showsXAxisSort,
});

const annotationLayers = defineControl({
  name: 'annotation_layers',
  type: 'AnnotationLayerControl',
  label: 'Annotation Layers',
  default: [],
});

const queryControls: ControlConfig[][] = [
  [xAxis],
  [{ ...timeGrain, visibility: showsTimeGrain }],
  [metrics],
  [groupby],
  [
    select({
      name: 'contributionMode',
      label: 'Contribution Mode',
      description: 'Calculate contribution per series or row',
      renderTrigger: false,
      default: null,
      choices: [
        ['row', 'Row'],
        ['column', 'Series'],
      ],
    }),
  ],
  [adhocFilters],
  [seriesLimit, seriesLimitMetric],
  [xAxisSort],
  [xAxisSortAsc],
  [orderDesc, rowLimit],
  [
    checkbox('truncate_metric', 'Truncate Metric', true, { renderTrigger: false }),
    checkbox('show_empty_columns', 'Show empty columns', true, { renderTrigger: false }),
  ],
];

const markerSize = defineControl({
  name: 'markerSize',
  type: 'SliderControl',
  label: 'Marker Size',
  default: 6,
  renderTrigger: true,
});

/** Superset's 'Stacked Style' select; null is 'None', and old charts' `true` reads as 'Stack'. */
const stackControl = (vizType: TimeseriesVizType): ControlConfig =>
  select({
    name: 'stack',
    label: 'Stacked Style',
    description: 'Stack series on top of each other',
    default: vizType === 'echarts_area' ? 'Stack' : null,
    choices: [
      [null, 'None'],
      ['Stack', 'Stack'],
      ['Stream', 'Stream'],
      ['Expand', 'Expand'],
    ],
  });

const STEP_CHOICES: [string, string][] = [
  ['start', 'Start'],
  ['middle', 'Middle'],
  ['end', 'End'],
];

/**
 * The stepped line picks where its steps fall; Superset's generic chart picks any series type
 * (EchartsTimeseriesSeriesType: line, scatter, smooth, bar and the three steps).
 */
const seriesTypeControl = (vizType: TimeseriesVizType): ControlConfig =>
  vizType === 'echarts_timeseries'
    ? select({
        name: 'seriesType',
        label: 'Series Style',
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
      })
    : select({ name: 'seriesType', label: 'Step type', default: 'start', choices: STEP_CHOICES });

const seriesStyle = (vizType: TimeseriesVizType): ControlConfig[][] => {
  const isBar = vizType === 'echarts_timeseries_bar';
  const isLine = !isBar && vizType !== 'echarts_timeseries_scatter';
  const stacks = vizType !== 'echarts_timeseries_scatter';
  const stackOn = (fd: FormData) => stackModeOf(fd) !== null;
  return [
    [colorScheme],
    ...(vizType === 'echarts_timeseries_step' || vizType === 'echarts_timeseries'
      ? [[seriesTypeControl(vizType)]]
      : []),
    ...(isBar
      ? [
          [
            select({
              name: 'orientation',
              label: 'Bar orientation',
              default: 'vertical',
              choices: [
                ['vertical', 'Vertical'],
                ['horizontal', 'Horizontal'],
              ],
            }),
          ],
        ]
      : []),
    ...(stacks ? [[stackControl(vizType)]] : []),
    ...(vizType === 'echarts_timeseries' ? [[checkbox('area', 'Area Chart', false)]] : []),
    ...(vizType === 'echarts_area' || vizType === 'echarts_timeseries'
      ? [
          [
            defineControl({
              name: 'opacity',
              type: 'SliderControl',
              label: 'Area chart opacity',
              default: 0.2,
              renderTrigger: true,
            }),
          ],
        ]
      : []),
    ...(isLine ? [[checkbox('markerEnabled', 'Marker', false), markerSize]] : []),
    ...(vizType === 'echarts_timeseries_scatter' ? [[markerSize]] : []),
    [checkbox('show_value', 'Show Values', false), checkbox('only_total', 'Only Total', true, { visibility: stackOn })],
    [checkbox('zoomable', 'Data Zoom', false), checkbox('minorSplitLine', 'Minor Split Line', false)],
    [
      defineControl({
        name: 'sort_series_type',
        type: 'SelectControl',
        label: 'Sort Series By',
        default: 'sum',
        renderTrigger: true,
        choices: [
          ['name', 'Category name'],
          ['min', 'Minimum value'],
          ['max', 'Maximum value'],
          ['sum', 'Total value'],
          ['avg', 'Average value'],
        ],
      }),
      checkbox('sort_series_ascending', 'Sort Series Ascending', false),
    ],
  ];
};

const axes: ControlConfig[][] = [
  ...titleControls,
  [timeFormat('x_axis_time_format', 'Time format')],
  [
    select({
      name: 'xAxisLabelRotation',
      label: 'Rotate x axis label',
      default: 0,
      choices: [
        [0, '0°'],
        [45, '45°'],
        [90, '90°'],
      ],
    }),
  ],
  [checkbox('rich_tooltip', 'Rich tooltip', true), checkbox('tooltipSortByMetric', 'Tooltip sort by metric', true)],
  [checkbox('showTooltipTotal', 'Show total', true), timeFormat('tooltipTimeFormat', 'Tooltip time format')],
  [numberFormat('y_axis_format', 'Y Axis Format')],
  [checkbox('logAxis', 'Logarithmic y-axis', false), checkbox('truncateYAxis', 'Truncate Y Axis', false)],
  [
    defineControl({
      name: 'y_axis_bounds',
      type: 'BoundsControl',
      label: 'Y Axis Bounds',
      description:
        'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
      default: [null, null],
      renderTrigger: true,
    }),
  ],
];

/** The explore controls of one time-series viz type (Superset's sections and names). */
export const timeseriesControlPanel = (vizType: TimeseriesVizType): ControlPanelConfig => ({
  sections: [
    defineSection('Query', queryControls),
    defineSection('Advanced analytics', advancedAnalytics, false),
    defineSection('Annotations and Layers', [[annotationLayers]], false),
    defineSection('Chart Options', seriesStyle(vizType)),
    defineSection('Legend', legendControls),
    defineSection('Chart Title / X Axis / Y Axis', axes),
  ],
});
