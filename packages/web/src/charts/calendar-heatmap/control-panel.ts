import { DEFAULT_SEQUENTIAL_SCHEME, type ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  metrics,
  numberFormat,
  timeFormat,
} from '../shared-controls';

const granularity = (name: string, label: string, fallback: string, values: string[]) =>
  defineControl({
    name,
    type: 'SelectControl',
    label,
    default: fallback,
    choices: values.map((value) => [value, value] as const),
  });

/** Superset's calendar heatmap panel: time column, domain and cell granularity, metrics, colours. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [defineControl({ name: 'x_axis', type: 'DndColumnSelect', label: 'Time column', default: null })],
      [
        granularity('domain_granularity', 'Domain', 'month', ['hour', 'day', 'week', 'month', 'year']),
        granularity('subdomain_granularity', 'Subdomain', 'day', ['min', 'hour', 'day', 'week', 'month']),
      ],
      [metrics],
      [adhocFilters],
    ]),
    defineSection('Chart Options', [
      [
        defineControl({
          name: 'linear_color_scheme',
          type: 'ColorSchemeControl',
          label: 'Linear Color Scheme',
          default: DEFAULT_SEQUENTIAL_SCHEME,
          renderTrigger: true,
        }),
      ],
      [checkbox('show_legend', 'Legend', true), checkbox('show_metric_name', 'Show Metric Names', true)],
      [numberFormat('y_axis_format', 'Number format')],
      [timeFormat('x_axis_time_format', 'Time format')],
    ]),
  ],
};
