import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  numberFormat,
  rowLimit,
  timeFormat,
  timeGrain,
  xAxis,
} from '../shared-controls';
import { DECREASE_COLOR, INCREASE_COLOR, TOTAL_COLOR } from './transform-props';

const color = (name: string, label: string, fallback: object) =>
  defineControl({ name, type: 'ColorPickerControl', label, default: fallback, renderTrigger: true });

const text = (name: string, label: string) =>
  defineControl({ name, type: 'TextControl', label, default: '', renderTrigger: true });

/** Superset's waterfall panel: x-axis, one breakdown, one metric; colours and labels per bar kind. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [xAxis],
      [timeGrain],
      [
        defineControl({
          name: 'groupby',
          type: 'DndColumnSelect',
          label: 'Breakdowns',
          description:
            'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
          default: [],
        }),
      ],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', default: null })],
      [adhocFilters],
      [rowLimit],
    ]),
    defineSection('Chart Options', [
      [checkbox('show_value', 'Show Values', false), checkbox('show_legend', 'Show legend', true)],
      [color('increase_color', 'Increase', INCREASE_COLOR), text('increase_label', 'Increase label')],
      [color('decrease_color', 'Decrease', DECREASE_COLOR), text('decrease_label', 'Decrease label')],
      [color('total_color', 'Total', TOTAL_COLOR), text('total_label', 'Total label')],
      [text('x_axis_label', 'X Axis Label')],
      [timeFormat('x_axis_time_format', 'Time format')],
      [
        defineControl({
          name: 'x_ticks_layout',
          type: 'SelectControl',
          label: 'X Tick Layout',
          description: 'The way the ticks are laid out on the X-axis',
          default: 'auto',
          renderTrigger: true,
          choices: [
            ['auto', 'auto'],
            ['flat', 'flat'],
            ['45°', '45°'],
            ['90°', '90°'],
          ],
        }),
      ],
      [text('y_axis_label', 'Y Axis Label')],
      [numberFormat('y_axis_format', 'Y Axis Format')],
    ]),
  ],
};
