import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  nonEmpty,
  numberFormat,
  timeComparison,
} from '../shared-controls';

const fontSize = (name: string, label: string, value: number) =>
  defineControl({
    name,
    type: 'SelectControl',
    label,
    renderTrigger: true,
    default: value,
    choices: [
      [0.125, 'Tiny'],
      [0.15, 'Small'],
      [0.2, 'Normal'],
      [0.3, 'Large'],
      [0.4, 'Huge'],
    ],
  });

/** Superset's BigNumberPeriodOverPeriod panel: metric, filters with a time range, the comparison range. */
export const popKpiControlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
      [timeComparison],
      [
        defineControl({
          name: 'start_date_offset',
          type: 'TextControl',
          label: 'Shift start date',
          default: '',
          visibility: (fd) => fd['time_comparison'] === 'c',
        }),
      ],
    ]),
    defineSection('Chart Options', [
      [fontSize('header_font_size', 'Big Number Font Size', 0.2)],
      [fontSize('subheader_font_size', 'Subheader Font Size', 0.125)],
      [checkbox('show_metric_name', 'Show metric name', false)],
      [checkbox('comparison_color_enabled', 'Add color for positive/negative change', false)],
      [
        defineControl({
          name: 'comparison_color_scheme',
          type: 'SelectControl',
          label: 'Color scheme',
          description:
            'Adds color to the chart symbols based on the positive or negative change from the comparison value.',
          default: 'Green',
          renderTrigger: true,
          choices: [
            ['Green', 'Green for increase, red for decrease'],
            ['Red', 'Red for increase, green for decrease'],
          ],
          visibility: (fd) => fd['comparison_color_enabled'] === true,
        }),
      ],
      [numberFormat('y_axis_format', 'Number format')],
      [numberFormat('percentDifferenceFormat', 'Percent Difference format')],
    ]),
  ],
};
