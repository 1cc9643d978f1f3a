import {
  ANNOTATION_TYPES,
  AnnotationLayerSchema,
  type AnnotationLayer,
  type AnnotationOpacity,
  type AnnotationOverrides,
  type AnnotationSourceType,
  type AnnotationStyle,
  type AnnotationType,
  type ControlConfig,
} from '@tessera/core';
import { Parser } from 'expr-eval-fork';

/** One entry of the control's value: the saved item as it is, and the layer when it reads as one. */
export interface LayerEntry {
  raw: unknown;
  layer: AnnotationLayer | null;
}

/** Saved items that do not read as layers are kept (and shown as such) rather than dropped on the next change. */
export const readLayerEntries = (value: unknown): LayerEntry[] =>
  Array.isArray(value)
    ? value.map((raw) => {
        const parsed = AnnotationLayerSchema.safeParse(raw);
        return { raw, layer: parsed.success ? parsed.data : null };
      })
    : [];

export const nameOfEntry = (entry: LayerEntry): string => {
  if (entry.layer) return entry.layer.name;
  const raw = entry.raw;
  const name = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['name'] : undefined;
  return typeof name === 'string' ? name : '';
};

/** Whose time range a chart-sourced layer queries with: the annotated chart's (Superset's default) or its own. */
export type TimeRangeSource = 'annotated' | 'source';

/** The editor's working copy; `value` is the formula text or the chosen layer or chart id as text. */
export interface LayerDraft {
  name: string;
  annotationType: AnnotationType;
  sourceType: AnnotationSourceType;
  value: string;
  timeRange: TimeRangeSource;
  /** Override keys other than time_range that a saved layer had; kept as they were. */
  otherOverrides: Omit<AnnotationOverrides, 'time_range'>;
  show: boolean;
  showLabel: boolean;
  color: string | null;
  style: AnnotationStyle;
  opacity: AnnotationOpacity;
  width: number;
  showMarkers: boolean;
  hideLine: boolean;
  timeColumn: string;
  intervalEndColumn: string;
  titleColumn: string;
  descriptionColumns: string[];
}

/** The source types each annotation type can use; formulas have none (''). */
export const SOURCE_TYPES: Record<AnnotationType, readonly AnnotationSourceType[]> = {
  FORMULA: [''],
  EVENT: ['NATIVE', 'table'],
  INTERVAL: ['NATIVE', 'table'],
  TIME_SERIES: ['line'],
};

/** Saved charts that can feed each chart source type. */
export const SOURCE_VIZ_TYPES: Record<'table' | 'line', readonly string[]> = {
  table: ['table'],
  line: [
    'echarts_timeseries_line',
    'echarts_timeseries',
    'echarts_timeseries_smooth',
    'echarts_timeseries_step',
    'line',
  ],
};

export const isChartSource = (sourceType: AnnotationSourceType): sourceType is 'table' | 'line' =>
  sourceType === 'table' || sourceType === 'line';

const isAnnotationType = (value: unknown): value is AnnotationType =>
  typeof value === 'string' && (ANNOTATION_TYPES as readonly string[]).includes(value);

/** The annotation types the chart supports: the control's `choices` when it lists some, else all four. */
export const supportedAnnotationTypes = (config: ControlConfig): AnnotationType[] => {
  const listed = (config.choices ?? []).map(([value]) => value).filter(isAnnotationType);
  return listed.length > 0 ? listed : [...ANNOTATION_TYPES];
};

/** Superset's new-layer defaults. */
export const newLayerDraft = (annotationType: AnnotationType): LayerDraft => ({
  name: '',
  annotationType,
  sourceType: SOURCE_TYPES[annotationType][0] ?? '',
  value: '',
  timeRange: 'annotated',
  otherOverrides: {},
  show: true,
  showLabel: false,
  color: null,
  style: 'solid',
  opacity: '',
  width: 1,
  showMarkers: false,
  hideLine: false,
  timeColumn: '',
  intervalEndColumn: '',
  titleColumn: '',
  descriptionColumns: [],
});

export const draftFromLayer = (layer: AnnotationLayer): LayerDraft => {
  const { time_range: _range, ...otherOverrides } = layer.overrides;
  return {
    name: layer.name,
    annotationType: layer.annotationType,
    sourceType: layer.sourceType,
    value: String(layer.value),
    timeRange: 'time_range' in layer.overrides ? 'annotated' : 'source',
    otherOverrides,
    show: layer.show,
    showLabel: layer.showLabel,
    color: layer.color ?? null,
    style: layer.style,
    opacity: layer.opacity,
    width: layer.width,
    showMarkers: layer.showMarkers,
    hideLine: layer.hideLine,
    timeColumn: layer.timeColumn ?? '',
    intervalEndColumn: layer.intervalEndColumn ?? '',
    titleColumn: layer.titleColumn ?? '',
    descriptionColumns: layer.descriptionColumns,
  };
};

const noColumns = { timeColumn: '', intervalEndColumn: '', titleColumn: '', descriptionColumns: [] };

/** A new annotation type keeps the name and looks, and starts its source over when the old one does not fit. */
export const withAnnotationType = (draft: LayerDraft, annotationType: AnnotationType): LayerDraft => {
  const sources = SOURCE_TYPES[annotationType];
  if (sources.includes(draft.sourceType)) return { ...draft, annotationType };
  return { ...draft, annotationType, sourceType: sources[0] ?? '', value: '', ...noColumns };
};

/** A new source or a new chart clears what was chosen from the old one. */
export const withSourceType = (draft: LayerDraft, sourceType: AnnotationSourceType): LayerDraft =>
  sourceType === draft.sourceType ? draft : { ...draft, sourceType, value: '', ...noColumns };

export const withSourceValue = (draft: LayerDraft, value: string): LayerDraft =>
  value === draft.value ? draft : { ...draft, value, ...noColumns };

/** Superset's formulas read `y = <expression in x>` or just the expression. */
const expressionOf = (formula: string): string => formula.replace(/^\s*y\s*=(?!=)/i, '');

/** Whether a formula parses and evaluates at x = 1, as the chart will evaluate it. */
export const isValidFormula = (formula: string): boolean => {
  if (formula.trim() === '') return false;
  try {
    const parser = new Parser({ operators: { assignment: false, fndef: false } });
    const y: unknown = parser.parse(expressionOf(formula)).evaluate({ x: 1 });
    return typeof y === 'number';
  } catch {
    return false;
  }
};

export type DraftField = 'name' | 'value' | 'timeColumn' | 'intervalEndColumn';

/** The message keys of what keeps a draft from being applied (translated by the editor). */
export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * Superset's isValidForm: a name (unique in the control, since annotation data is keyed by it),
 * a valid formula or a chosen source, and the columns an event or interval needs from a table.
 */
export const draftErrors = (draft: LayerDraft, otherNames: readonly string[]): DraftErrors => {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Name is required';
  else if (otherNames.includes(name)) errors.name = 'A layer with this name already exists';
  if (draft.annotationType === 'FORMULA') {
    if (!isValidFormula(draft.value)) errors.value = 'Invalid formula expression';
  } else if (!/^\d+$/.test(draft.value)) {
    errors.value = draft.sourceType === 'NATIVE' ? 'Choose an annotation layer' : 'Choose a chart';
  }
  if (draft.sourceType === 'table' && draft.annotationType !== 'TIME_SERIES') {
    if (draft.timeColumn === '') errors.timeColumn = 'Choose a time column';
    if (draft.annotationType === 'INTERVAL' && draft.intervalEndColumn === '')
      errors.intervalEndColumn = 'Choose an interval end column';
  }
  return errors;
};

const overridesOf = (draft: LayerDraft): AnnotationOverrides => {
  if (!isChartSource(draft.sourceType)) return { time_range: null };
  return draft.timeRange === 'annotated' ? { ...draft.otherOverrides, time_range: null } : draft.otherOverrides;
};

/** The saved layer, in core's AnnotationLayer shape; null while the draft is not valid. */
export const layerFromDraft = (draft: LayerDraft): AnnotationLayer | null => {
  const tableColumns = draft.sourceType === 'table';
  const parsed = AnnotationLayerSchema.safeParse({
    name: draft.name.trim(),
    annotationType: draft.annotationType,
    sourceType: draft.sourceType,
    value: draft.annotationType === 'FORMULA' ? draft.value.trim() : Number(draft.value),
    overrides: overridesOf(draft),
    show: draft.show,
    showLabel: draft.showLabel,
    style: draft.style,
    color: draft.color,
    opacity: draft.opacity,
    width: draft.width,
    showMarkers: draft.showMarkers,
    hideLine: draft.hideLine,
    timeColumn: tableColumns ? draft.timeColumn : '',
    intervalEndColumn: tableColumns && draft.annotationType === 'INTERVAL' ? draft.intervalEndColumn : '',
    titleColumn: tableColumns ? draft.titleColumn : '',
    descriptionColumns: tableColumns ? draft.descriptionColumns : [],
  });
  return parsed.success ? parsed.data : null;
};
