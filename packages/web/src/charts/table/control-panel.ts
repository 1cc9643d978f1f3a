import { D3_TIME_FORMAT_OPTIONS, type ControlPanelConfig, type FormData } from '@tessera/core';
import { validateConditionalFormatting } from '../../ui/conditional-formatting-messages';
import { readList } from '../form-data';
import { adhocFilters, checkbox, defineControl, defineSection, nonEmpty, rowLimit } from '../shared-controls';
import { DEFAULT_SERVER_PAGE_LENGTH, getQueryMode } from './build-query';

const isAggregate = (fd: FormData) => getQueryMode(fd) === 'aggregate';
const isRaw = (fd: FormData) => getQueryMode(fd) === 'raw';

/** Superset's time shifts; any 'N unit ago' typed in works too. */
const TIME_SHIFTS = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '1 month ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
] as const;

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
      [
        defineControl({
          name: 'groupby',
          type: 'DndColumnSelect',
          label: 'Dimensions',
          description: 'Dimensions contain qualitative values such as names, dates, or geographical data.',
          multi: true,
          default: [],
          visibility: isAggregate,
        }),
      ],
      [
        defineControl({
          name: 'metrics',
          type: 'DndMetricSelect',
          label: 'Metrics',
          multi: true,
          visibility: isAggregate,
          // An aggregate table needs a metric or a dimension.
          validators: [(value, ctx) => (readList(ctx.formData, 'groupby').length > 0 ? null : nonEmpty(value, ctx))],
        }),
      ],
      [
        defineControl({
          name: 'all_columns',
          type: 'DndColumnSelect',
          label: 'Columns',
          multi: true,
          visibility: isRaw,
          validators: [nonEmpty],
        }),
      ],
      [
        defineControl({
          name: 'percent_metrics',
          type: 'DndMetricSelect',
          label: 'Percentage metrics',
          description: 'Metrics for which percentage of total are to be displayed.',
          multi: true,
          visibility: isAggregate,
        }),
      ],
      [adhocFilters],
      [
        defineControl({
          name: 'timeseries_limit_metric',
          type: 'DndMetricSelect',
          label: 'Sort by',
          visibility: isAggregate,
        }),
        defineControl({
          name: 'order_desc',
          type: 'CheckboxControl',
          label: 'Sort descending',
          default: true,
          visibility: isAggregate,
        }),
      ],
      [
        defineControl({
          name: 'order_by_cols',
          type: 'SelectControl',
          label: 'Ordering',
          multi: true,
          visibility: isRaw,
        }),
      ],
      [
        checkbox('server_pagination', 'Server pagination', false, { renderTrigger: false }),
        defineControl({
          name: 'server_page_length',
          type: 'SelectControl',
          label: 'Server page length',
          default: DEFAULT_SERVER_PAGE_LENGTH,
          choices: [10, 20, 50, 100, 200].map((n) => [n, String(n)] as const),
          visibility: (fd) => fd.server_pagination === true,
        }),
      ],
      [rowLimit],
      [
        checkbox('show_totals', 'Show summary', false, {
          renderTrigger: false,
          description: 'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
          visibility: isAggregate,
        }),
      ],
    ]),
    defineSection(
      'Time Comparison',
      [
        [
          defineControl({
            name: 'time_compare',
            type: 'SelectControl',
            label: 'Time shift',
            description:
              'Overlay results from a relative time period. Expects relative time deltas in natural language (example: 24 hours, 7 days, 52 weeks, 365 days).',
            freeForm: true,
            visibility: isAggregate,
            choices: TIME_SHIFTS.map((shift) => [shift, shift] as const),
          }),
        ],
        [
          // The table shows values, difference and percentage change together whatever the type.
          defineControl({
            name: 'comparison_type',
            type: 'SelectControl',
            label: 'Calculation type',
            default: 'values',
            visibility: () => false,
            choices: [
              ['values', 'Actual values'],
              ['difference', 'Difference'],
              ['percentage', 'Percentage change'],
              ['ratio', 'Ratio'],
            ],
          }),
        ],
      ],
      false,
    ),
    defineSection('Options', [
      [
        defineControl({
          name: 'table_timestamp_format',
          type: 'SelectControl',
          label: 'Timestamp format',
          default: 'smart_date',
          freeForm: true,
          renderTrigger: true,
          choices: D3_TIME_FORMAT_OPTIONS,
        }),
      ],
      [checkbox('include_search', 'Search box', false), checkbox('show_cell_bars', 'Cell bars', true)],
      [
        checkbox('align_pn', 'Align +/-', false, {
          description: 'Whether to align background charts with both positive and negative values at 0',
        }),
        checkbox('color_pn', 'Color +/-', true, {
          description: 'Whether to colorize numeric values by whether they are positive or negative',
        }),
      ],
      [
        defineControl({
          name: 'column_config',
          type: 'ColumnConfigControl',
          label: 'Customize columns',
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'conditional_formatting',
          type: 'ConditionalFormattingControl',
          label: 'Conditional formatting',
          description: 'Apply conditional color formatting to numeric columns',
          renderTrigger: true,
          validators: [validateConditionalFormatting],
        }),
      ],
    ]),
  ],
};
