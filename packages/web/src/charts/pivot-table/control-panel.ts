import { AGGREGATE_FUNCTIONS, type ControlConfig, type ControlPanelConfig } from '@tessera/core';
import { validateConditionalFormatting } from '../../ui/conditional-formatting-messages';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  metrics,
  numberFormat,
  orderDesc,
  rowLimit,
  timeFormat,
  timeGrain,
} from '../shared-controls';

const grouping = (name: string, label: string, text: { description: string }): ControlConfig =>
  defineControl({ name, type: 'DndColumnSelect', label, ...text, multi: true, default: [] });

const order = (name: string, label: string): ControlConfig =>
  defineControl({
    name,
    type: 'SelectControl',
    label,
    default: 'key_a_to_z',
    renderTrigger: true,
    choices: [
      ['key_a_to_z', 'key a-z'],
      ['key_z_to_a', 'key z-a'],
      ['value_a_to_z', 'value ascending'],
      ['value_z_to_a', 'value descending'],
    ],
  });

const position = (name: string, label: string, first: string, last: string): ControlConfig =>
  defineControl({
    name,
    type: 'SelectControl',
    label,
    default: false,
    renderTrigger: true,
    choices: [
      [true, first],
      [false, last],
    ],
  });

/** Superset's pivot table panel (plugin-chart-pivot-table): query, options, then the look of the cells. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [grouping('groupbyColumns', 'Columns', { description: 'Columns to group by on the columns' })],
      [grouping('groupbyRows', 'Rows', { description: 'Columns to group by on the rows' })],
      [timeGrain],
      [metrics],
      [
        defineControl({
          name: 'metricsLayout',
          type: 'RadioButtonControl',
          label: 'Apply metrics on',
          default: 'COLUMNS',
          renderTrigger: true,
          choices: [
            ['COLUMNS', 'Columns'],
            ['ROWS', 'Rows'],
          ],
        }),
      ],
      [adhocFilters],
      [
        defineControl({
          name: 'series_limit',
          type: 'SelectControl',
          label: 'Cell limit',
          description: 'Limits the number of cells that get retrieved.',
          freeForm: true,
          default: 0,
          choices: [0, 5, 10, 25, 50, 100, 500].map((n) => [n, n === 0 ? 'None' : String(n)] as const),
        }),
      ],
      [defineControl({ name: 'series_limit_metric', type: 'DndMetricSelect', label: 'Sort by' })],
      [orderDesc],
      [rowLimit],
    ]),
    defineSection('Options', [
      [
        defineControl({
          name: 'aggregateFunction',
          type: 'SelectControl',
          label: 'Aggregation function',
          description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
          default: 'Sum',
          renderTrigger: true,
          choices: AGGREGATE_FUNCTIONS.map((name) => [name, name] as const),
        }),
      ],
      [checkbox('rowTotals', 'Show rows total', false, { description: 'Display row level total' })],
      [checkbox('rowSubTotals', 'Show rows subtotal', false, { description: 'Display row level subtotal' })],
      [checkbox('colTotals', 'Show columns total', false, { description: 'Display column level total' })],
      [checkbox('colSubTotals', 'Show columns subtotal', false, { description: 'Display column level subtotal' })],
      [checkbox('transposePivot', 'Transpose pivot', false, { description: 'Swap rows and columns' })],
      [
        checkbox('combineMetric', 'Combine metrics', false, {
          description:
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
        }),
      ],
    ]),
    defineSection('Options', [
      [numberFormat('valueFormat', 'Value format')],
      [timeFormat('date_format', 'Date format')],
      [order('rowOrder', 'Rows sort by'), order('colOrder', 'Cols sort by')],
      [
        position('rowSubtotalPosition', 'Rows subtotal position', 'Top', 'Bottom'),
        position('colSubtotalPosition', 'Cols subtotal position', 'Left', 'Right'),
      ],
      [
        defineControl({
          name: 'conditional_formatting',
          type: 'ConditionalFormattingControl',
          label: 'Conditional formatting',
          description: 'Apply conditional color formatting to metrics',
          renderTrigger: true,
          validators: [validateConditionalFormatting],
        }),
      ],
    ]),
  ],
};
