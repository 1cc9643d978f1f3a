import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  groupby,
  nonEmpty,
  numberFormat,
  rowLimit,
  timeFormat,
} from '../shared-controls';

/** Superset's treemap_v2 control panel (plugin-chart-echarts Treemap/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [groupby],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [rowLimit],
      [
        checkbox('sort_by_metric', 'Sort by metric', false, {
          renderTrigger: false,
          description: 'Whether to sort results by the selected metric in descending order.',
        }),
      ],
      [adhocFilters],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      [checkbox('show_labels', 'Show Labels', true, { description: 'Whether to display the labels.' })],
      [
        checkbox('show_upper_labels', 'Show Upper Labels', true, {
          description: 'Show labels when the node has children.',
        }),
      ],
      [
        defineControl({
          name: 'label_type',
          type: 'SelectControl',
          label: 'Label Type',
          description: 'What should be shown on the label?',
          default: 'key_value',
          renderTrigger: true,
          choices: [
            ['Key', 'Key'],
            ['value', 'Value'],
            ['key_value', 'Category and Value'],
          ],
        }),
      ],
      [numberFormat('number_format', 'Number format')],
      [timeFormat('date_format', 'Date format')],
    ]),
  ],
};
