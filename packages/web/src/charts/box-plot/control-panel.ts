import {
  D3_FORMAT_OPTIONS,
  DEFAULT_NUMBER_FORMAT,
  ensureColumns,
  WHISKER_OPTIONS,
  type ControlContext,
  type ControlPanelConfig,
  type FormData,
} from '@tessera/core';
import {
  adhocFilters,
  colorScheme,
  defineControl,
  defineSection,
  metrics,
  nonEmpty,
  overrideControl,
  seriesLimit,
  seriesLimitMetric,
  timeFormat,
  timeGrain,
  titleControls,
} from '../shared-controls';

/** Superset shows the time grain when a 'distribute across' column is temporal (or an adhoc column). */
const distributesOverTime = (fd: FormData, { datasource }: ControlContext): boolean =>
  ensureColumns(fd['columns']).some(
    (column) =>
      typeof column !== 'string' ||
      datasource?.columns.some((c) => c.column_name === column && c.is_dttm === true) === true,
  );

export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'columns',
          type: 'DndColumnSelect',
          label: 'Distribute across',
          description: 'Columns to calculate distribution across.',
          multi: true,
          default: [],
          validators: [nonEmpty],
        }),
      ],
      [overrideControl(timeGrain, { visibility: distributesOverTime })],
      [
        defineControl({
          name: 'groupby',
          type: 'DndColumnSelect',
          label: 'Dimensions',
          description: 'Categories to group by on the x-axis.',
          multi: true,
          default: [],
        }),
      ],
      [metrics],
      [adhocFilters],
      [overrideControl(seriesLimit, { name: 'series_limit' })],
      [overrideControl(seriesLimitMetric, { name: 'series_limit_metric' })],
      [
        defineControl({
          name: 'whiskerOptions',
          type: 'SelectControl',
          label: 'Whisker/outlier options',
          description: 'Determines how whiskers and outliers are calculated.',
          freeForm: true,
          default: 'Tukey',
          choices: WHISKER_OPTIONS.map((o) => [o, o] as const),
        }),
      ],
    ]),
    defineSection('Chart Title', titleControls),
    defineSection('Chart Options', [
      [colorScheme],
      [
        defineControl({
          name: 'x_ticks_layout',
          type: 'SelectControl',
          label: 'X Tick Layout',
          description: 'The way the ticks are laid out on the X-axis',
          default: 'auto',
          renderTrigger: true,
          choices: ['auto', 'flat', '45°', '90°', 'staggered'].map((o) => [o, o] as const),
        }),
      ],
      [
        defineControl({
          name: 'number_format',
          type: 'SelectControl',
          label: 'Number format',
          description: 'D3 format syntax: https://github.com/d3/d3-format',
          freeForm: true,
          default: DEFAULT_NUMBER_FORMAT,
          renderTrigger: true,
          choices: D3_FORMAT_OPTIONS,
        }),
      ],
      [timeFormat('date_format', 'Date format')],
    ]),
  ],
};
