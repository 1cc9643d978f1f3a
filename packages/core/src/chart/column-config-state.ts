/**
 * The `column_config` control's value and the pure rules of its editor: which settings a column
 * offers (by its data type) and how an edit changes the form data value.
 */

export type Alignment = 'left' | 'center' | 'right';

export interface CurrencyFormat {
  /** ISO 4217 code, e.g. 'USD'. */
  symbol?: string;
  symbolPosition?: 'prefix' | 'suffix';
}

/** One column's settings, as Superset's table keeps them in `column_config[columnKey]`. */
export interface ColumnConfigEntry {
  d3NumberFormat?: string;
  /** The format of numbers between -1 and 1. */
  d3SmallNumber?: string;
  d3TimeFormat?: string;
  /** A minimum width in pixels (the exact width when long cells are truncated). */
  columnWidth?: number;
  horizontalAlign?: Alignment;
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  truncateLongCells?: boolean;
  currencyFormat?: CurrencyFormat;
}

export type ColumnConfigValue = Record<string, ColumnConfigEntry>;

export type ConfigField = keyof ColumnConfigEntry;

/** Superset's GenericDataType as chart-data `coltypes` carry it. */
const NUMERIC = 0;
const TEMPORAL = 2;

export type ColumnConfigKind = 'number' | 'time' | 'string';

export const kindOfDataType = (dataType: number | undefined): ColumnConfigKind =>
  dataType === NUMERIC ? 'number' : dataType === TEMPORAL ? 'time' : 'string';

/** A column the control lists: a result column, or one part of a time-compared metric. */
export interface ConfigurableColumn {
  key: string;
  label: string;
  dataType: number | undefined;
  /** The metric a comparison part (Main, #, △, %) belongs to. */
  group?: string;
}

export const columnsFromResult = (
  colnames: readonly string[],
  coltypes: readonly (number | undefined)[],
): ConfigurableColumn[] => colnames.map((key, i) => ({ key, label: key, dataType: coltypes[i] }));

export type ConfigTab = 'display' | 'number' | 'time';

export const tabsFor = (kind: ColumnConfigKind): ConfigTab[] =>
  kind === 'number' ? ['display', 'number'] : kind === 'time' ? ['display', 'time'] : ['display'];

/** The Display tab's settings by column kind, in Superset's order. */
export const DISPLAY_FIELDS: Record<ColumnConfigKind, readonly ConfigField[]> = {
  number: ['columnWidth', 'horizontalAlign', 'showCellBars', 'alignPositiveNegative', 'colorPositiveNegative'],
  time: ['columnWidth', 'horizontalAlign'],
  string: ['columnWidth', 'horizontalAlign', 'truncateLongCells'],
};

/** The checkboxes' values while a column has not set its own: the chart-wide options. */
export interface DisplayDefaults {
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  truncateLongCells: boolean;
}

export const DEFAULT_DISPLAY: DisplayDefaults = {
  showCellBars: true,
  alignPositiveNegative: false,
  colorPositiveNegative: true,
  truncateLongCells: false,
};

export const defaultAlignment = (kind: ColumnConfigKind): Alignment => (kind === 'number' ? 'right' : 'left');

/** Currencies offered by the number tab (ISO 4217). */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'BRL',
  'MXN',
  'KRW',
  'SGD',
  'HKD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'TRY',
  'ZAR',
] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The control's value from form data; entries that are not objects are dropped. */
export const readColumnConfigValue = (value: unknown): ColumnConfigValue =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, ColumnConfigEntry] => isObject(e[1])))
    : {};

const isUnset = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (typeof v === 'number' && !Number.isFinite(v)) ||
  (isObject(v) && Object.values(v).every(isUnset));

/**
 * One setting of one column: an unset value (empty text, no number) removes the key, and a
 * column left without settings leaves the value, so form data keeps only what the user chose.
 */
export const setColumnConfig = <K extends ConfigField>(
  value: ColumnConfigValue,
  column: string,
  field: K,
  fieldValue: ColumnConfigEntry[K] | undefined,
): ColumnConfigValue => {
  const { [field]: _previous, ...rest } = value[column] ?? {};
  const entry: ColumnConfigEntry = isUnset(fieldValue) ? rest : { ...rest, [field]: fieldValue };
  const { [column]: _old, ...others } = value;
  return Object.keys(entry).length === 0 ? others : { ...others, [column]: entry };
};

/** How many settings a column has changed, for the list's marker. */
export const configuredCount = (entry: ColumnConfigEntry | undefined): number =>
  entry ? Object.values(entry).filter((v) => !isUnset(v)).length : 0;

/** A width field's text as a positive whole number of pixels; anything else clears it. */
export const parseWidth = (input: string | number): number | undefined => {
  const n = typeof input === 'number' ? input : Number(input.trim() === '' ? NaN : input);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
};
