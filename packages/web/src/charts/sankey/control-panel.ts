import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  nonEmpty,
  rowLimitControl,
} from '../shared-controls';

/** Superset's sankey control panel (plugin-chart-echarts Sankey/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      // Superset's dndGroupByControl with multi off: one column each.
      [
        defineControl({
          name: 'source',
          type: 'DndColumnSelect',
          label: 'Source',
          description: 'The column to be used as the source of the edge.',
          validators: [nonEmpty],
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'target',
          type: 'DndColumnSelect',
          label: 'Target',
          description: 'The column to be used as the target of the edge.',
          validators: [nonEmpty],
          default: null,
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
    defineSection('Chart Options', [[colorScheme]]),
  ],
};
