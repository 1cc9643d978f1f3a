import { DEFAULT_SEQUENTIAL_SCHEME, type ControlPanelConfig } from '@tessera/core';
import { adhocFilters, defineControl, defineSection, nonEmpty, numberFormat } from '../shared-controls';
import { COUNTRY_CHOICES } from './countries';

/** Superset's country map control panel (legacy-plugin-chart-country-map controlPanel.ts). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'select_country',
          type: 'SelectControl',
          label: 'Country',
          description: 'Which country to plot the map for?',
          default: null,
          validators: [nonEmpty],
          // Country names are data, shown untranslated as Superset shows them: not choices, which translate.
          choicesOf: () => COUNTRY_CHOICES,
        }),
      ],
      [
        defineControl({
          name: 'entity',
          type: 'DndColumnSelect',
          label: 'ISO 3166-2 Codes',
          description: 'Column containing ISO 3166-2 codes of region/province/department in your table.',
          default: null,
          validators: [nonEmpty],
        }),
      ],
      [
        defineControl({
          name: 'metric',
          type: 'DndMetricSelect',
          label: 'Metric',
          description: 'Metric to display bottom title',
          validators: [nonEmpty],
        }),
      ],
      [adhocFilters],
    ]),
    defineSection('Chart Options', [
      [numberFormat('number_format', 'Number format')],
      [
        defineControl({
          name: 'linear_color_scheme',
          type: 'ColorSchemeControl',
          label: 'Linear Color Scheme',
          default: DEFAULT_SEQUENTIAL_SCHEME,
        }),
      ],
    ]),
  ],
};
