import {
  DEFAULT_SEQUENTIAL_SCHEME,
  labelOfMetric,
  metricsOf,
  type ControlPanelConfig,
  type FormData,
} from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorSchemeControl,
  defineControl,
  defineSection,
  nonEmpty,
  numberFormat,
  rowLimit,
  timeFormat,
} from '../shared-controls';

/** Whether a secondary metric other than the primary colours the arcs (by ratio, on a linear scale). */
export const colorsByRatio = (fd: FormData): boolean => {
  const [primary] = metricsOf([fd.metric]);
  const [secondary] = metricsOf([fd.secondary_metric]);
  return secondary !== undefined && (primary === undefined || labelOfMetric(primary) !== labelOfMetric(secondary));
};

/** Superset's sunburst_v2 control panel (plugin-chart-echarts Sunburst/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'columns',
          type: 'DndColumnSelect',
          label: 'Hierarchy',
          description:
            'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
          multi: true,
          default: [],
          validators: [nonEmpty],
        }),
      ],
      [
        defineControl({
          name: 'metric',
          type: 'DndMetricSelect',
          label: 'Primary Metric',
          description: 'The primary metric is used to define the arc segment sizes',
          validators: [nonEmpty],
        }),
      ],
      [
        defineControl({
          name: 'secondary_metric',
          type: 'DndMetricSelect',
          label: 'Secondary Metric',
          description:
            '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
          default: null,
        }),
      ],
      [adhocFilters],
      [rowLimit],
      [
        checkbox('sort_by_metric', 'Sort by metric', false, {
          renderTrigger: false,
          description: 'Whether to sort results by the selected metric in descending order.',
        }),
      ],
    ]),
    defineSection('Chart Options', [
      [
        colorSchemeControl({
          description: 'When only a primary metric is provided, a categorical color scale is used.',
          visibility: (fd) => !colorsByRatio(fd),
        }),
      ],
      [
        defineControl({
          name: 'linear_color_scheme',
          type: 'ColorSchemeControl',
          label: 'Linear Color Scheme',
          description: 'When a secondary metric is provided, a linear color scale is used.',
          default: DEFAULT_SEQUENTIAL_SCHEME,
          renderTrigger: true,
          visibility: colorsByRatio,
        }),
      ],
      [checkbox('show_labels', 'Show Labels', false, { description: 'Whether to display the labels.' })],
      [
        defineControl({
          name: 'show_labels_threshold',
          type: 'TextControl',
          label: 'Percentage threshold',
          description: 'Minimum threshold in percentage points for showing labels.',
          default: 5,
          renderTrigger: true,
        }),
      ],
      [checkbox('show_total', 'Show Total', false, { description: 'Whether to display the aggregate count' })],
      [
        defineControl({
          name: 'label_type',
          type: 'SelectControl',
          label: 'Label Type',
          description: 'What should be shown on the label?',
          default: 'key',
          renderTrigger: true,
          choices: [
            ['key', 'Category Name'],
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
