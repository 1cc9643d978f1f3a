import { DEFAULT_SEQUENTIAL_SCHEME, showsTimeGrain, type ControlConfig, type ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  nonEmpty,
  numberFormat,
  overrideControl,
  rowLimit,
  timeFormat,
  timeGrain,
  xAxis,
} from '../shared-controls';

const sortAxis = (name: string, label: string): ControlConfig =>
  defineControl({
    name,
    type: 'SelectControl',
    label,
    default: 'alpha_asc',
    choices: [
      ['alpha_asc', 'Axis ascending'],
      ['alpha_desc', 'Axis descending'],
      ['value_asc', 'Metric ascending'],
      ['value_desc', 'Metric descending'],
    ],
  });

/** Superset's formatSelectOptionsForRange(1, 50) after an 'Auto' (-1): every n-th tick label. */
const scaleInterval = {
  type: 'SelectControl',
  default: -1,
  renderTrigger: true,
  choices: [[-1, 'Auto'] as const, ...Array.from({ length: 50 }, (_, i) => [i + 1, String(i + 1)] as const)],
};

/** Room for axis labels: 'auto' or pixels. */
const margin = {
  type: 'SelectControl',
  freeForm: true,
  default: 'auto',
  renderTrigger: true,
  choices: [['auto', 'Auto'] as const, ...[50, 75, 100, 125, 150, 200].map((n) => [n, String(n)] as const)],
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [xAxis],
      [overrideControl(timeGrain, { visibility: showsTimeGrain })],
      [
        defineControl({
          name: 'groupby',
          type: 'DndColumnSelect',
          label: 'Y-Axis',
          description: 'Dimension to use on y-axis.',
          default: [],
          validators: [nonEmpty],
        }),
      ],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
      [rowLimit],
      [sortAxis('sort_x_axis', 'Sort X Axis')],
      [sortAxis('sort_y_axis', 'Sort Y Axis')],
      [
        defineControl({
          name: 'normalize_across',
          type: 'SelectControl',
          label: 'Normalize Across',
          description:
            'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range: x: values are normalized within each column; y: values are normalized within each row; heatmap: values are normalized across the entire heatmap.',
          default: 'heatmap',
          choices: [
            ['heatmap', 'heatmap'],
            ['x', 'x'],
            ['y', 'y'],
          ],
        }),
      ],
    ]),
    defineSection('Chart Options', [
      [
        defineControl({
          name: 'legend_type',
          type: 'SelectControl',
          label: 'Legend Type',
          default: 'continuous',
          renderTrigger: true,
          choices: [
            ['continuous', 'Continuous'],
            ['piecewise', 'Piecewise'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'linear_color_scheme',
          type: 'ColorSchemeControl',
          label: 'Linear Color Scheme',
          default: DEFAULT_SEQUENTIAL_SCHEME,
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          ...scaleInterval,
          name: 'xscale_interval',
          label: 'XScale Interval',
          description: 'Number of steps to take between ticks when displaying the X scale',
        }),
      ],
      [
        defineControl({
          ...scaleInterval,
          name: 'yscale_interval',
          label: 'YScale Interval',
          description: 'Number of steps to take between ticks when displaying the Y scale',
        }),
      ],
      [
        defineControl({
          ...margin,
          name: 'left_margin',
          label: 'Left Margin',
          description: 'Left margin, in pixels, allowing for more room for axis labels',
        }),
      ],
      [
        defineControl({
          ...margin,
          name: 'bottom_margin',
          label: 'Bottom Margin',
          description: 'Bottom margin, in pixels, allowing for more room for axis labels',
        }),
      ],
      [
        defineControl({
          name: 'value_bounds',
          type: 'BoundsControl',
          label: 'Value bounds',
          description: 'Hard value bounds applied for color coding.',
          default: [null, null],
          renderTrigger: true,
        }),
      ],
      [numberFormat('y_axis_format', 'Value Format')],
      [timeFormat('x_axis_time_format', 'Time format')],
      [checkbox('show_legend', 'Legend', true, { description: 'Whether to display the legend (toggles)' })],
      [
        checkbox('show_percentage', 'Show percentage', true, {
          description: 'Whether to include the percentage in the tooltip',
        }),
      ],
      [
        checkbox('show_values', 'Show Values', false, {
          description: 'Whether to display the numerical values within the cells',
        }),
      ],
      [
        checkbox('normalized', 'Normalized', false, {
          description: 'Whether to apply a normal distribution based on rank on the color scale',
        }),
      ],
    ]),
  ],
};
