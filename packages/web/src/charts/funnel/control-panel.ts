import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  groupby,
  legendControls,
  nonEmpty,
  numberFormat,
  rowLimitControl,
} from '../shared-controls';
import { labelTypeChoices } from './label-types';

/** Superset's funnel control panel (plugin-chart-echarts Funnel/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [groupby],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
      [rowLimitControl(10)],
      [
        checkbox('sort_by_metric', 'Sort by metric', true, {
          renderTrigger: false,
          description: 'Whether to sort results by the selected metric in descending order.',
        }),
      ],
      [
        defineControl({
          name: 'percent_calculation_type',
          type: 'SelectControl',
          label: '% calculation',
          description:
            'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
          default: 'first_step',
          renderTrigger: true,
          choices: [
            ['first_step', 'Calculate from first step'],
            ['prev_step', 'Calculate from previous step'],
            ['total', 'Percent of total'],
          ],
        }),
      ],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      ...legendControls,
      [
        defineControl({
          name: 'label_type',
          type: 'SelectControl',
          label: 'Label Contents',
          description: 'What should be shown as the label',
          default: 0,
          renderTrigger: true,
          choices: labelTypeChoices(7),
        }),
      ],
      [
        defineControl({
          name: 'tooltip_label_type',
          type: 'SelectControl',
          label: 'Tooltip Contents',
          description: 'What should be shown as the tooltip label',
          default: 5,
          renderTrigger: true,
          choices: labelTypeChoices(6),
        }),
      ],
      [numberFormat('number_format', 'Number format')],
      [checkbox('show_labels', 'Show Labels', true, { description: 'Whether to display the labels.' })],
      [
        checkbox('show_tooltip_labels', 'Show Tooltip Labels', true, {
          description: 'Whether to display the tooltip labels.',
        }),
      ],
    ]),
  ],
};
