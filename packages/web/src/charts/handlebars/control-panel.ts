import type { ControlPanelConfig, FormData } from '@tessera/core';
import {
  adhocFilters,
  defineControl,
  defineSection,
  groupby,
  metrics,
  overrideControl,
  rowLimit,
} from '../shared-controls';
import { DEFAULT_TEMPLATE } from './transform-props';

const isRaw = (formData: FormData): boolean => formData['query_mode'] === 'raw';

/** Superset's handlebars panel: the table's two query modes, then the template. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'query_mode',
          type: 'RadioButtonControl',
          label: 'Query mode',
          default: 'aggregate',
          choices: [
            ['aggregate', 'Aggregate'],
            ['raw', 'Raw records'],
          ],
        }),
      ],
      [overrideControl(groupby, { visibility: (fd) => !isRaw(fd) })],
      [overrideControl(metrics, { validators: [], visibility: (fd) => !isRaw(fd) })],
      [
        defineControl({
          name: 'all_columns',
          type: 'DndColumnSelect',
          label: 'Columns',
          multi: true,
          default: [],
          visibility: isRaw,
        }),
      ],
      [adhocFilters],
      [rowLimit],
    ]),
    defineSection('Options', [
      [
        defineControl({
          name: 'handlebarsTemplate',
          type: 'TextAreaControl',
          label: 'Template',
          description: 'A handlebars template that is applied to the data',
          default: DEFAULT_TEMPLATE,
          renderTrigger: true,
        }),
      ],
    ]),
  ],
};
