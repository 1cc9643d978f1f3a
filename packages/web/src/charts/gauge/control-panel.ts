import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  integer,
  nonEmpty,
  numberFormat,
  rowLimitControl,
} from '../shared-controls';

/** Superset's gauge_chart control panel (plugin-chart-echarts Gauge/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'groupby',
          type: 'DndColumnSelect',
          label: 'Group by',
          description: 'Columns to group by',
          multi: true,
          default: [],
        }),
      ],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
      [rowLimitControl(10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])],
      [
        checkbox('sort_by_metric', 'Sort by metric', false, {
          renderTrigger: false,
          description: 'Whether to sort results by the selected metric in descending order.',
        }),
      ],
    ]),
    defineSection('Chart Options', [
      [
        defineControl({
          name: 'min_val',
          type: 'TextControl',
          label: 'Min',
          description: 'Minimum value on the gauge axis',
          validators: [integer],
          renderTrigger: true,
        }),
        defineControl({
          name: 'max_val',
          type: 'TextControl',
          label: 'Max',
          description: 'Maximum value on the gauge axis',
          validators: [integer],
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'start_angle',
          type: 'TextControl',
          label: 'Start angle',
          description: 'Angle at which to start progress axis',
          default: 225,
          renderTrigger: true,
        }),
        defineControl({
          name: 'end_angle',
          type: 'TextControl',
          label: 'End angle',
          description: 'Angle at which to end progress axis',
          default: -45,
          renderTrigger: true,
        }),
      ],
      [colorScheme],
      [
        defineControl({
          name: 'font_size',
          type: 'SliderControl',
          label: 'Font size',
          description: 'Font size for axis labels, detail value and other text elements',
          default: 15,
          min: 10,
          max: 20,
          renderTrigger: true,
        }),
      ],
      [numberFormat('number_format', 'Number format')],
      [
        defineControl({
          name: 'value_formatter',
          type: 'TextControl',
          label: 'Value format',
          description: 'Additional text to add before or after the value, e.g. unit',
          default: '{value}',
          renderTrigger: true,
        }),
      ],
      [checkbox('show_pointer', 'Show pointer', true, { description: 'Whether to show the pointer' })],
      [
        checkbox('animation', 'Animation', true, {
          description: 'Whether to animate the progress and the value or just display them',
        }),
      ],
      [
        checkbox('show_axis_tick', 'Show axis line ticks', false, {
          description: 'Whether to show minor ticks on the axis',
        }),
      ],
      [
        checkbox('show_split_line', 'Show split lines', false, {
          description: 'Whether to show the split lines on the axis',
        }),
      ],
      [
        defineControl({
          name: 'split_number',
          type: 'SliderControl',
          label: 'Split number',
          description: 'Number of split segments on the axis',
          default: 10,
          min: 3,
          max: 30,
          renderTrigger: true,
        }),
      ],
      [
        checkbox('show_progress', 'Show progress', true, {
          description: 'Whether to show the progress of gauge chart',
        }),
      ],
      [
        checkbox('overlap', 'Overlap', true, {
          description: 'Whether the progress bar overlaps when there are multiple groups of data',
        }),
      ],
      [
        checkbox('round_cap', 'Round cap', false, {
          description: 'Style the ends of the progress bar with a round cap',
        }),
      ],
      [
        defineControl({
          name: 'intervals',
          type: 'TextControl',
          label: 'Interval bounds',
          description:
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
          default: '',
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'interval_color_indices',
          type: 'TextControl',
          label: 'Interval colors',
          description:
            'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
          default: '',
          renderTrigger: true,
        }),
      ],
    ]),
  ],
};
