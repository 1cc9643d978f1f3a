import {
  CATEGORICAL_SCHEMES,
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_NUMBER_FORMAT,
  NO_TIME_RANGE,
  SMART_DATE_ID,
  TIME_GRAINS,
  type ControlConfig,
  type ControlPanelSection,
} from '@tessera/core';
import { t } from '../i18n';
import { integer, nonEmpty } from '../ui/control-validators';

export { integer, nonEmpty, numeric, requiredNumeric } from '../ui/control-validators';

/**
 * A control whose label, description and choice labels are English source strings translated
 * when read, so a control panel built once follows later locale changes.
 */
export const defineControl = (config: ControlConfig): ControlConfig => {
  const { label, description, choices } = config;
  return Object.defineProperties(
    { ...config },
    {
      label: { get: () => t(label), enumerable: true },
      description: { get: () => (description === undefined ? undefined : t(description)), enumerable: true },
      choices: {
        get: () => choices?.map(([value, text]) => [value, t(text)] as const),
        enumerable: true,
      },
    },
  );
};

/**
 * A shared control with some of its settings replaced (a name, a visibility): its label,
 * description and choices stay translated when read, which spreading it would freeze.
 */
export const overrideControl = (
  control: ControlConfig,
  overrides: Partial<Omit<ControlConfig, 'label' | 'description' | 'choices'>>,
): ControlConfig =>
  Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(control),
      ...Object.fromEntries(
        Object.entries(overrides).map(([key, value]) => [key, { value, enumerable: true, writable: true }]),
      ),
    },
  ) as ControlConfig;

export const defineSection = (label: string, controlSetRows: ControlConfig[][], expanded = true): ControlPanelSection =>
  Object.defineProperty({ expanded, controlSetRows, label }, 'label', { get: () => t(label), enumerable: true });

const numberChoices = (values: readonly number[]) => values.map((v) => [v, String(v)] as const);

export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;

export const adhocFilters = defineControl({
  name: 'adhoc_filters',
  type: 'DndFilterSelect',
  label: 'Filters',
  default: [],
});

export const metrics = defineControl({
  name: 'metrics',
  type: 'DndMetricSelect',
  label: 'Metrics',
  multi: true,
  validators: [nonEmpty],
});

export const groupby = defineControl({
  name: 'groupby',
  type: 'DndColumnSelect',
  label: 'Dimensions',
  description: 'Dimensions contain qualitative values such as names, dates, or geographical data.',
  multi: true,
  default: [],
});

/** Superset's x_axis: the column (or adhoc column) along the x-axis. */
export const xAxis = defineControl({ name: 'x_axis', type: 'DndColumnSelect', label: 'X-axis', default: null });

export const timeGrain = defineControl({
  name: 'time_grain_sqla',
  type: 'SelectControl',
  label: 'Time Grain',
  description: 'Select a time grain for the visualization.',
  default: 'P1D',
  choices: TIME_GRAINS.map((g) => [g.grain, g.label] as const),
});

/** `row_limit`, with a chart's own default and choices where Superset gives it some. */
export const rowLimitControl = (fallback = 10000, values: readonly number[] = ROW_LIMIT_CHOICES): ControlConfig =>
  defineControl({
    name: 'row_limit',
    type: 'SelectControl',
    label: 'Row limit',
    freeForm: true,
    default: fallback,
    validators: [integer],
    choices: numberChoices(values),
  });

export const rowLimit = rowLimitControl();

export const seriesLimit = defineControl({
  name: 'limit',
  type: 'SelectControl',
  label: 'Series limit',
  description: 'Limits the number of series that get displayed.',
  freeForm: true,
  validators: [integer],
  choices: numberChoices(SERIES_LIMIT_CHOICES),
});

export const seriesLimitMetric = defineControl({
  name: 'timeseries_limit_metric',
  type: 'DndMetricSelect',
  label: 'Sort by',
  description: 'Metric used to order the series limit when a series limit is present.',
});

export const orderDesc = defineControl({
  name: 'order_desc',
  type: 'CheckboxControl',
  label: 'Sort descending',
  default: true,
});

/** `color_scheme`, with a chart's own description or visibility when it has them. */
export const colorSchemeControl = (extra: Pick<ControlConfig, 'description' | 'visibility'> = {}): ControlConfig =>
  defineControl({
    name: 'color_scheme',
    type: 'ColorSchemeControl',
    label: 'Color Scheme',
    default: DEFAULT_COLOR_SCHEME,
    renderTrigger: true,
    choices: CATEGORICAL_SCHEMES.map((s) => [s.id, s.label] as const),
    ...extra,
  });

export const colorScheme = colorSchemeControl();

export const numberFormat = (name: string, label: string): ControlConfig =>
  defineControl({
    name,
    type: 'SelectControl',
    label,
    freeForm: true,
    renderTrigger: true,
    default: DEFAULT_NUMBER_FORMAT,
    choices: D3_FORMAT_OPTIONS,
  });

export const timeFormat = (name: string, label: string): ControlConfig =>
  defineControl({
    name,
    type: 'SelectControl',
    label,
    freeForm: true,
    renderTrigger: true,
    default: SMART_DATE_ID,
    choices: D3_TIME_FORMAT_OPTIONS,
  });

export const checkbox = (
  name: string,
  label: string,
  value: boolean,
  extra: Partial<Omit<ControlConfig, 'name' | 'label' | 'type'>> = {},
): ControlConfig =>
  defineControl({ name, type: 'CheckboxControl', label, default: value, renderTrigger: true, ...extra });

const TITLE_MARGINS = numberChoices([15, 30, 50, 75, 100, 125, 150, 200]);

export const xAxisTitle = defineControl({
  name: 'x_axis_title',
  type: 'TextControl',
  label: 'X Axis Title',
  default: '',
  renderTrigger: true,
});

export const yAxisTitle = defineControl({
  name: 'y_axis_title',
  type: 'TextControl',
  label: 'Y Axis Title',
  default: '',
  renderTrigger: true,
});

/** Superset's titleControls: the axis titles, their margins and where the y title sits. */
export const titleControls: ControlConfig[][] = [
  [xAxisTitle],
  [
    defineControl({
      name: 'x_axis_title_margin',
      type: 'SelectControl',
      label: 'X AXIS TITLE BOTTOM MARGIN',
      default: 15,
      renderTrigger: true,
      choices: TITLE_MARGINS,
    }),
  ],
  [yAxisTitle],
  [
    defineControl({
      name: 'y_axis_title_margin',
      type: 'SelectControl',
      label: 'Y AXIS TITLE MARGIN',
      default: 15,
      renderTrigger: true,
      choices: TITLE_MARGINS,
    }),
    defineControl({
      name: 'y_axis_title_position',
      type: 'SelectControl',
      label: 'Y AXIS TITLE POSITION',
      default: 'Left',
      renderTrigger: true,
      choices: [
        ['Left', 'Left'],
        ['Top', 'Top'],
      ],
    }),
  ],
];

/** Superset's legendSection: whether to show the legend, its type and the edge it sits on. */
export const legendControls: ControlConfig[][] = [
  [checkbox('show_legend', 'Show legend', true)],
  [
    defineControl({
      name: 'legendType',
      type: 'SelectControl',
      label: 'Type',
      default: 'scroll',
      renderTrigger: true,
      choices: [
        ['scroll', 'Scroll'],
        ['plain', 'Plain'],
      ],
    }),
    defineControl({
      name: 'legendOrientation',
      type: 'SelectControl',
      label: 'Orientation',
      default: 'top',
      renderTrigger: true,
      choices: [
        ['top', 'Top'],
        ['bottom', 'Bottom'],
        ['left', 'Left'],
        ['right', 'Right'],
      ],
    }),
  ],
];

/**
 * Superset's legacy time section (sections.legacyRegularTime): the time column (`granularity_sqla`,
 * one of the dataset's temporal columns) and the range it is filtered by.
 */
export const granularitySqla = defineControl({
  name: 'granularity_sqla',
  type: 'SelectControl',
  label: 'Time column',
  description:
    'The time column for the visualization. Note that you can define arbitrary expression that return a DATETIME column in the table. Also note that the filter below is applied against this column or expression',
  choicesOf: (_fd, { datasource }) =>
    (datasource?.columns ?? [])
      .filter((c) => c.is_dttm === true)
      .map((c) => [c.column_name, c.verbose_name || c.column_name] as const),
});

export const timeRange = defineControl({
  name: 'time_range',
  type: 'TimeRangeControl',
  label: 'Time range',
  default: NO_TIME_RANGE,
});

/**
 * The controls of a second query (Superset's mixed chart, query B): the same controls under
 * suffixed names (metrics_b, groupby_b, adhoc_filters_b ...). Visibility rules read the
 * unsuffixed names, so suffixed controls always show.
 */
export const suffixedControls = (rows: ControlConfig[][], suffix: string): ControlConfig[][] =>
  rows.map((row) =>
    row.map((control) => overrideControl(control, { name: `${control.name}${suffix}`, visibility: undefined })),
  );

/** Superset's ComparisonTimeRangeType: the period a period-over-period chart compares with. */
export const timeComparison = defineControl({
  name: 'time_comparison',
  type: 'SelectControl',
  label: 'Range for Comparison',
  description: 'Set the time range that will be used for the comparison metrics.',
  default: 'r',
  choices: [
    ['r', 'Inherit range from time filter'],
    ['y', 'Year'],
    ['m', 'Month'],
    ['w', 'Week'],
    ['c', 'Custom'],
  ],
});

/**
 * The time series query of Superset's legacy time-series charts (horizon, time-series table,
 * paired t-test): x-axis and grain, metrics, filters, series and their limit, order and rows.
 */
export const timeSeriesQuerySection: ControlPanelSection = defineSection('Query', [
  [xAxis],
  [timeGrain],
  [metrics],
  [adhocFilters],
  [groupby],
  [seriesLimit, seriesLimitMetric],
  [orderDesc],
  [rowLimit],
]);
