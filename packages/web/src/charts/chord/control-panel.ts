import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  nonEmpty,
  numberFormat,
  rowLimitControl,
} from '../shared-controls';

/** Superset's chord control panel (legacy-plugin-chart-chord controlPanel.ts): one source, one target. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'groupby',
          type: 'DndColumnSelect',
          label: 'Source',
          description: 'Choose a source',
          validators: [nonEmpty],
          default: [],
        }),
      ],
      [
        defineControl({
          name: 'columns',
          type: 'DndColumnSelect',
          label: 'Target',
          description: 'Choose a target',
          validators: [nonEmpty],
          default: [],
        }),
      ],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
      [rowLimitControl()],
      [
        checkbox('sort_by_metric', 'Sort by metric', false, {
          renderTrigger: false,
          description: 'Whether to sort results by the selected metric in descending order.',
        }),
      ],
    ]),
    defineSection('Chart Options', [[numberFormat('y_axis_format', 'Number format')], [colorScheme]]),
  ],
};
