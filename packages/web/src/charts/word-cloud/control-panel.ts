import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  integer,
  nonEmpty,
  rowLimitControl,
} from '../shared-controls';

/** Superset's word cloud control panel (plugin-chart-word-cloud). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'series',
          type: 'DndColumnSelect',
          label: 'Dimension',
          description: 'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
          validators: [nonEmpty],
          default: null,
        }),
      ],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
      [rowLimitControl(100)],
      [
        checkbox('sort_by_metric', 'Sort by metric', false, {
          renderTrigger: false,
          description: 'Whether to sort results by the selected metric in descending order.',
        }),
      ],
      [
        checkbox('sort_by_series', 'Sort by series', true, {
          renderTrigger: false,
          description:
            'Sort results by series name in ascending order. When combined with "Sort by metric", this acts as a tiebreaker for equal metric values. Adding this sort may reduce query performance on some databases.',
        }),
      ],
    ]),
    defineSection('Options', [
      [
        defineControl({
          name: 'size_from',
          type: 'TextControl',
          label: 'Minimum Font Size',
          description: 'Font size for the smallest value in the list',
          default: 10,
          renderTrigger: true,
          validators: [integer],
        }),
        defineControl({
          name: 'size_to',
          type: 'TextControl',
          label: 'Maximum Font Size',
          description: 'Font size for the biggest value in the list',
          default: 70,
          renderTrigger: true,
          validators: [integer],
        }),
      ],
      [
        defineControl({
          name: 'rotation',
          type: 'SelectControl',
          label: 'Word Rotation',
          description: 'Rotation to apply to words in the cloud',
          default: 'square',
          renderTrigger: true,
          choices: [
            ['random', 'random'],
            ['flat', 'flat'],
            ['square', 'square'],
          ],
        }),
      ],
      [colorScheme],
    ]),
  ],
};
