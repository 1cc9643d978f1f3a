import type { ControlConfig, ControlPanelConfig, FormData } from '@tessera/core';
import type { ExploreDatasource } from '../../../controls/types';
import { panelControls } from './control-logic';

type ControlKind = 'metric' | 'column' | 'filter';

/** Which controls hold dataset references, by widget type. */
const kindOf = (type: string): ControlKind | null => {
  if (/Metric/.test(type)) return 'metric';
  if (/Filter/.test(type)) return 'filter';
  if (/Column|Groupby/.test(type)) return 'column';
  return null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A kept item, an item kept with a warning, or a dropped one. */
type Verdict = { keep: true; value: unknown } | { keep: false };

const withWarning = (item: Record<string, unknown>, missing: boolean): Record<string, unknown> => {
  if (missing) return { ...item, datasourceWarning: true };
  if (!('datasourceWarning' in item)) return item;
  const { datasourceWarning: _dropped, ...rest } = item;
  return rest;
};

const judge = (kind: ControlKind, item: unknown, datasource: ExploreDatasource): Verdict => {
  const hasColumn = (name: unknown) => datasource.columns.some((c) => c.column_name === name);
  if (typeof item === 'string') {
    // Saved metrics and plain column names that the dataset no longer has are dropped.
    const exists = kind === 'metric' ? datasource.metrics.some((m) => m.metric_name === item) : hasColumn(item);
    return exists ? { keep: true, value: item } : { keep: false };
  }
  if (!isRecord(item) || item['expressionType'] !== 'SIMPLE') return { keep: true, value: item };
  if (kind === 'metric') {
    const column = isRecord(item['column']) ? item['column']['column_name'] : undefined;
    return { keep: true, value: withWarning(item, !hasColumn(column)) };
  }
  if (kind === 'filter') return { keep: true, value: withWarning(item, !hasColumn(item['subject'])) };
  return { keep: true, value: item };
};

const compatibleValue = (control: ControlConfig, kind: ControlKind, value: unknown, ds: ExploreDatasource) => {
  if (value === undefined || value === null) return value;
  if (Array.isArray(value)) {
    const kept = value.map((item) => judge(kind, item, ds)).flatMap((v) => (v.keep ? [v.value] : []));
    return kept.length === 0 && value.length > 0 ? (control.default ?? []) : kept;
  }
  const verdict = judge(kind, value, ds);
  return verdict.keep ? verdict.value : (control.default ?? null);
};

/**
 * Form data checked against the dataset (spec 03 §5): saved metrics and column names the
 * dataset lacks are dropped (a list left empty takes the control's default), and simple adhoc
 * metrics and filters on missing columns are kept with `datasourceWarning`.
 */
export const withCompatibleValues = (
  panel: ControlPanelConfig,
  formData: FormData,
  datasource: ExploreDatasource | null,
): FormData => {
  if (datasource === null) return formData;
  const next: FormData = { ...formData };
  for (const control of panelControls(panel)) {
    const kind = kindOf(control.type);
    if (kind === null || !(control.name in next)) continue;
    next[control.name] = compatibleValue(control, kind, next[control.name], datasource);
  }
  return next;
};

/** Whether a control's value holds an item flagged as incompatible with the dataset. */
export const hasDatasourceWarning = (value: unknown): boolean =>
  (Array.isArray(value) ? value : [value]).some((item) => isRecord(item) && item['datasourceWarning'] === true);

/** The dataset's default temporal column: its main datetime column, else its first temporal one. */
export const defaultTemporalColumn = (datasource: ExploreDatasource): string | null => {
  const temporal = datasource.columns.filter((c) => c.is_dttm);
  const main = temporal.find((c) => c.column_name === datasource.main_dttm_col);
  return (main ?? temporal[0])?.column_name ?? null;
};

/**
 * Fills the time controls from the dataset (spec 02 §4): an unset x-axis takes the default
 * temporal column, and a time column that is not temporal in the dataset is replaced by it.
 */
export const withTemporalDefaults = (
  panel: ControlPanelConfig,
  formData: FormData,
  datasource: ExploreDatasource | null,
): FormData => {
  if (datasource === null) return formData;
  const names = new Set(panelControls(panel).map((c) => c.name));
  const fallback = defaultTemporalColumn(datasource);
  const next: FormData = { ...formData };
  if (names.has('x_axis') && (next['x_axis'] === null || next['x_axis'] === undefined) && fallback !== null) {
    next['x_axis'] = fallback;
  }
  if (names.has('granularity_sqla')) {
    const current = next['granularity_sqla'];
    const temporal = datasource.columns.some((c) => c.column_name === current && c.is_dttm);
    if (!temporal) next['granularity_sqla'] = fallback;
  }
  return next;
};
