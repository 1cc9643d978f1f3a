import type { ControlPanelConfig, FormData } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  integer,
  legendControls,
  nonEmpty,
  numberFormat,
  timeFormat,
} from '../shared-controls';

const isDonut = (fd: FormData) => fd.donut === true;
const showsLabels = (fd: FormData) => fd.show_labels !== false;

export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'groupby',
          type: 'DndColumnSelect',
          label: 'Dimensions',
          multi: true,
          default: [],
          validators: [nonEmpty],
        }),
      ],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
      [
        defineControl({
          name: 'row_limit',
          type: 'SelectControl',
          label: 'Row limit',
          freeForm: true,
          default: 100,
          validators: [integer],
          choices: [10, 50, 100, 250, 500, 1000, 5000, 10000].map((n) => [n, String(n)] as const),
        }),
      ],
      [checkbox('sort_by_metric', 'Sort by metric', true, { renderTrigger: false })],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      [
        defineControl({
          name: 'show_labels_threshold',
          type: 'TextControl',
          label: 'Percentage threshold',
          description: 'Minimum threshold in percentage points for showing labels.',
          default: 5,
          renderTrigger: true,
        }),
        defineControl({
          name: 'threshold_for_other',
          type: 'TextControl',
          label: 'Threshold for Other',
          description: 'Values less than this percentage will be grouped into the Other category.',
          default: 0,
          renderTrigger: true,
        }),
      ],
      ...legendControls,
      [
        defineControl({
          name: 'label_type',
          type: 'SelectControl',
          label: 'Label Type',
          default: 'key',
          renderTrigger: true,
          choices: [
            ['key', 'Category Name'],
            ['value', 'Value'],
            ['percent', 'Percentage'],
            ['key_value', 'Category and Value'],
            ['key_percent', 'Category and Percentage'],
            ['key_value_percent', 'Category, Value and Percentage'],
            ['value_percent', 'Value and Percentage'],
          ],
        }),
      ],
      [numberFormat('number_format', 'Number format'), timeFormat('date_format', 'Date format')],
      [
        checkbox('show_labels', 'Show Labels', true),
        checkbox('labels_outside', 'Put labels outside', true, { visibility: showsLabels }),
        checkbox('label_line', 'Label Line', false, { visibility: showsLabels }),
      ],
      [checkbox('show_total', 'Show Total', false)],
      [checkbox('donut', 'Donut', false)],
      [
        defineControl({
          name: 'innerRadius',
          type: 'SliderControl',
          label: 'Inner Radius',
          default: 30,
          renderTrigger: true,
          visibility: isDonut,
        }),
        defineControl({
          name: 'outerRadius',
          type: 'SliderControl',
          label: 'Outer Radius',
          default: 70,
          renderTrigger: true,
        }),
      ],
    ]),
  ],
};
