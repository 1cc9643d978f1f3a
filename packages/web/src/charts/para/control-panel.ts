import { DEFAULT_SEQUENTIAL_SCHEME, type ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  metrics,
  orderDesc,
  rowLimitControl,
  seriesLimit,
  seriesLimitMetric,
} from '../shared-controls';

/** Superset's parallel coordinates control panel (legacy-plugin-chart-parallel-coordinates controlPanel.ts). */
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
      [metrics],
      [
        defineControl({
          name: 'secondary_metric',
          type: 'DndMetricSelect',
          label: 'Color Metric',
          description: 'A metric to use for color',
        }),
      ],
      [adhocFilters],
      [seriesLimit, rowLimitControl()],
      [seriesLimitMetric],
      [orderDesc],
    ]),
    defineSection('Options', [
      [
        checkbox('show_datatable', 'Data Table', false, {
          description: 'Whether to display the interactive data table',
        }),
        checkbox('include_series', 'Include Series', false, { description: 'Include series name as an axis' }),
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
    ]),
  ],
};
