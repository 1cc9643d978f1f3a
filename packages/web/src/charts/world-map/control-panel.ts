import { DEFAULT_RGBA, DEFAULT_SEQUENTIAL_SCHEME, type ControlPanelConfig, type FormData } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorSchemeControl,
  defineControl,
  defineSection,
  granularitySqla,
  nonEmpty,
  numberFormat,
  rowLimit,
  timeRange,
} from '../shared-controls';

const colorsByMetric = (fd: FormData) => (fd.color_by ?? 'metric') === 'metric';

/** Superset's world map control panel (legacy-plugin-chart-world-map controlPanel.ts), form-data keys unchanged. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'country_fieldtype',
          type: 'SelectControl',
          label: 'Country Field Type',
          description: 'The country code standard that Superset should expect to find in the [country] column',
          default: 'cca2',
          choices: [
            ['name', 'Full name'],
            ['cioc', 'code International Olympic Committee (cioc)'],
            ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
            ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'entity',
          type: 'DndColumnSelect',
          label: 'Country Column',
          description: '3 letter code of the country',
          default: null,
          validators: [nonEmpty],
        }),
      ],
      [
        defineControl({
          name: 'metric',
          type: 'DndMetricSelect',
          label: 'Metric for Color',
          description: 'Metric that defines the color of the country',
          validators: [nonEmpty],
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
    defineSection('Time', [[granularitySqla], [timeRange]], false),
    defineSection('Options', [
      [
        checkbox('show_bubbles', 'Show Bubbles', false, {
          description: 'Whether to display bubbles on top of countries',
        }),
      ],
      [
        defineControl({
          name: 'secondary_metric',
          type: 'DndMetricSelect',
          label: 'Bubble Size',
          description: 'Metric that defines the size of the bubble',
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'max_bubble_size',
          type: 'SelectControl',
          label: 'Max Bubble Size',
          freeForm: true,
          default: '25',
          renderTrigger: true,
          choices: ['5', '10', '15', '25', '50', '75', '100'].map((v) => [v, v] as const),
        }),
      ],
      [
        defineControl({
          name: 'color_picker',
          type: 'ColorPickerControl',
          label: 'Bubble Color',
          default: DEFAULT_RGBA,
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'color_by',
          type: 'RadioButtonControl',
          label: 'Color by',
          description:
            'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
          default: 'metric',
          renderTrigger: true,
          choices: [
            ['metric', 'Metric'],
            ['country', 'Country'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'linear_color_scheme',
          type: 'ColorSchemeControl',
          label: 'Country Color Scheme',
          default: DEFAULT_SEQUENTIAL_SCHEME,
          renderTrigger: true,
          visibility: colorsByMetric,
        }),
      ],
      [colorSchemeControl({ visibility: (fd) => !colorsByMetric(fd) })],
    ]),
    defineSection('Chart Options', [[numberFormat('y_axis_format', 'Number format')]]),
  ],
};
