import type { ControlPanelConfig } from '@tessera/core';
import { adhocFilters, checkbox, defineControl, defineSection } from '../shared-controls';

/** Superset's FilterBox control panel: the fields (filter_configs), the time selectors, instant filtering. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [[adhocFilters]]),
    defineSection('Filters configuration', [
      [
        defineControl({
          name: 'filter_configs',
          type: 'CollectionControl',
          label: 'Filters',
          description: 'Filter configuration for the filter box',
          default: [],
        }),
      ],
      [checkbox('date_filter', 'Date filter', false, { renderTrigger: false })],
      [checkbox('instant_filtering', 'Instant filtering', true)],
      [checkbox('show_sqla_time_granularity', 'Show time grain dropdown', false)],
      [checkbox('show_sqla_time_column', 'Show time column', false)],
    ]),
  ],
};
