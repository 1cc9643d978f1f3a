import type { ControlPanelConfig, FormData } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  legendControls,
  nonEmpty,
  numberFormat,
  orderDesc,
  overrideControl,
  rowLimit,
} from '../shared-controls';

const metric = { type: 'DndMetricSelect', validators: [nonEmpty] };
const rotation = {
  type: 'SelectControl',
  freeForm: true,
  default: 0,
  renderTrigger: true,
  description: 'Input field supports custom rotation. e.g. 30 for 30°',
};
const titleMargin = {
  type: 'SelectControl',
  freeForm: true,
  default: 30,
  renderTrigger: true,
  choices: [15, 30, 50, 75, 100, 125, 150, 200].map((n) => [n, String(n)] as const),
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'series',
          type: 'DndColumnSelect',
          label: 'Dimension',
          description: 'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'entity',
          type: 'DndColumnSelect',
          label: 'Entity',
          description: 'This defines the element to be plotted on the chart',
          default: null,
          validators: [nonEmpty],
        }),
      ],
      [defineControl({ ...metric, name: 'x', label: 'X Axis', description: "The dataset's column for the X axis" })],
      [defineControl({ ...metric, name: 'y', label: 'Y Axis', description: "The dataset's column for the Y axis" })],
      [adhocFilters],
      [
        defineControl({
          ...metric,
          name: 'size',
          label: 'Bubble Size',
          description: 'Metric used to calculate bubble size',
        }),
      ],
      [
        defineControl({
          name: 'orderby',
          type: 'DndMetricSelect',
          label: 'Sort query by',
          description:
            'Orders the query result that generates the source data for this chart. If a series or row limit is reached, this determines what data are truncated. If undefined, defaults to the first metric (where appropriate).',
          default: null,
        }),
      ],
      [overrideControl(orderDesc, { visibility: (fd: FormData) => Boolean(fd['orderby']) })],
      [rowLimit],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      ...legendControls,
      [
        defineControl({
          name: 'max_bubble_size',
          type: 'SelectControl',
          label: 'Max Bubble Size',
          freeForm: true,
          default: '25',
          renderTrigger: true,
          choices: ['5', '10', '15', '25', '50', '75', '100'].map((n) => [n, n] as const),
        }),
      ],
      [numberFormat('tooltipSizeFormat', 'Bubble size number format')],
      [
        defineControl({
          name: 'opacity',
          type: 'SliderControl',
          label: 'Bubble Opacity',
          description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
          default: 0.6,
          renderTrigger: true,
        }),
      ],
    ]),
    defineSection('X Axis', [
      [
        defineControl({
          name: 'x_axis_label',
          type: 'TextControl',
          label: 'X Axis Title',
          default: '',
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          ...rotation,
          name: 'xAxisLabelRotation',
          label: 'Rotate x axis label',
          choices: [
            [0, '0°'],
            [45, '45°'],
            [90, '90°'],
          ],
        }),
      ],
      [defineControl({ ...titleMargin, name: 'x_axis_title_margin', label: 'X AXIS TITLE MARGIN' })],
      [numberFormat('xAxisFormat', 'X Axis Format')],
      [checkbox('logXAxis', 'Logarithmic x-axis', false, { description: 'Logarithmic x-axis' })],
    ]),
    defineSection('Y Axis', [
      [
        defineControl({
          name: 'y_axis_label',
          type: 'TextControl',
          label: 'Y Axis Title',
          default: '',
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          ...rotation,
          name: 'yAxisLabelRotation',
          label: 'Rotate y axis label',
          choices: [
            [0, '0°'],
            [45, '45°'],
          ],
        }),
      ],
      [defineControl({ ...titleMargin, name: 'y_axis_title_margin', label: 'Y AXIS TITLE MARGIN' })],
      [numberFormat('y_axis_format', 'Y Axis Format')],
      [checkbox('logYAxis', 'Logarithmic y-axis', false, { description: 'Logarithmic y-axis' })],
      [
        checkbox('truncateXAxis', 'Truncate X Axis', true, {
          description:
            'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
        }),
      ],
      [
        defineControl({
          name: 'x_axis_bounds',
          type: 'BoundsControl',
          label: 'X Axis Bounds',
          description:
            "Bounds for numerical X axis. Not applicable for temporal or categorical axes. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
          default: [null, null],
          renderTrigger: true,
          visibility: (fd: FormData) => fd['truncateXAxis'] !== false,
        }),
      ],
      [
        checkbox('truncateYAxis', 'Truncate Y Axis', false, {
          description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
        }),
      ],
      [
        defineControl({
          name: 'y_axis_bounds',
          type: 'BoundsControl',
          label: 'Y Axis Bounds',
          description:
            "Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
          default: [null, null],
          renderTrigger: true,
          visibility: (fd: FormData) => fd['truncateYAxis'] === true,
        }),
      ],
    ]),
  ],
};
