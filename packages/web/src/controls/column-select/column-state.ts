import { isTemporalColumn, type AdhocColumn, type ControlConfig, type FormData } from '@tessera/core';
import { t } from '../../i18n';
import { columnDisplayName, findColumn, type DatasetColumn } from '../dataset-items';
import { readValueList } from '../pills/list-ops';
import type { DragItem, ExploreDatasource } from '../types';

/** Superset's adhoc column (Custom SQL tab); `hasCustomLabel` marks a label the user typed. */
export type SqlColumn = AdhocColumn & { hasCustomLabel?: boolean };

/** A chosen column: a dataset column by name, or an adhoc SQL column. */
export type ColumnValue = string | SqlColumn;

export type ColumnTab = 'saved' | 'simple' | 'sqlExpression';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const isSqlColumn = (value: unknown): value is SqlColumn =>
  isObject(value) && typeof value.sqlExpression === 'string' && value.sqlExpression !== '';

export const isColumnValue = (value: unknown): value is ColumnValue =>
  (typeof value === 'string' && value !== '') || isSqlColumn(value);

export const readColumns = (value: unknown): ColumnValue[] => readValueList(value, isColumnValue);

export const columnValueName = (value: ColumnValue): string =>
  typeof value === 'string' ? value : value.label || value.sqlExpression;

/** The pill text: the verbose name of a dataset column, the label of an adhoc one. */
export const columnValueLabel = (value: ColumnValue, datasource: ExploreDatasource | null): string => {
  if (typeof value !== 'string') return columnValueName(value);
  const column = findColumn(datasource, value);
  return column ? columnDisplayName(column) : value;
};

/** Spec 03 §8: a saved column the dataset no longer has may not work. */
export const columnWarning = (value: ColumnValue, datasource: ExploreDatasource | null): string | null =>
  typeof value === 'string' && datasource !== null && !findColumn(datasource, value)
    ? t('This column might be incompatible with current dataset')
    : null;

/** Calculated columns (with an expression) are the Saved tab; physical ones the Simple tab. */
export const savedColumns = (datasource: ExploreDatasource | null, temporalOnly: boolean): DatasetColumn[] =>
  (datasource?.columns ?? []).filter((c) => !!c.expression && (!temporalOnly || isTemporalColumn(c)));

export const simpleColumns = (datasource: ExploreDatasource | null, temporalOnly: boolean): DatasetColumn[] =>
  (datasource?.columns ?? []).filter((c) => !c.expression && (!temporalOnly || isTemporalColumn(c)));

/**
 * Controls that only take time columns. Configs may say `temporalOnly` (or Superset's
 * `isTemporal`); Superset's granularity and the Big Number trendline's x-axis always do.
 */
export const isTemporalOnlyControl = (config: ControlConfig, formData: FormData): boolean => {
  const flags = config as { temporalOnly?: unknown; isTemporal?: unknown };
  if (flags.temporalOnly === true || flags.isTemporal === true) return true;
  return config.name === 'granularity_sqla' || (config.name === 'x_axis' && formData.viz_type === 'big_number');
};

export interface ColumnDropContext {
  temporalOnly: boolean;
  selected: readonly ColumnValue[];
}

/** Spec 03 §4: columns drop on column controls (not metrics), time columns only where required, no duplicates. */
export const acceptsColumnDrop = (item: DragItem, { temporalOnly, selected }: ColumnDropContext): boolean =>
  item.kind === 'column' &&
  (!temporalOnly || isTemporalColumn(item.column)) &&
  !selected.some((v) => v === item.column.column_name);

/** What the column popover edits before Save. */
export interface ColumnDraft {
  tab: ColumnTab;
  saved: string | null;
  simple: string | null;
  sql: string;
  label: string;
  hasCustomLabel: boolean;
}

/** Spec 02 §4: the tab follows the current value; a new column opens Saved when there are saved expressions. */
export const columnDraft = (
  value: ColumnValue | null,
  datasource: ExploreDatasource | null,
  temporalOnly: boolean,
): ColumnDraft => {
  const empty: ColumnDraft = { tab: 'simple', saved: null, simple: null, sql: '', label: '', hasCustomLabel: false };
  if (value === null) {
    return { ...empty, tab: savedColumns(datasource, temporalOnly).length > 0 ? 'saved' : 'simple' };
  }
  if (typeof value !== 'string') {
    const custom = value.hasCustomLabel ?? (!!value.label && value.label !== value.sqlExpression);
    return {
      ...empty,
      tab: 'sqlExpression',
      sql: value.sqlExpression,
      label: custom ? (value.label ?? '') : '',
      hasCustomLabel: custom,
    };
  }
  const isSaved = savedColumns(datasource, false).some((c) => c.column_name === value);
  return isSaved ? { ...empty, tab: 'saved', saved: value } : { ...empty, simple: value };
};

/** The column the draft stands for on its current tab, or null while nothing is chosen. */
export const columnFromDraft = (draft: ColumnDraft): ColumnValue | null => {
  if (draft.tab === 'saved') return draft.saved;
  if (draft.tab === 'simple') return draft.simple;
  const sql = draft.sql.trim();
  if (sql === '') return null;
  return draft.hasCustomLabel
    ? { label: draft.label, sqlExpression: sql, expressionType: 'SQL', hasCustomLabel: true }
    : { label: sql, sqlExpression: sql, expressionType: 'SQL' };
};

/** The popover title: the typed label, else what the chosen column is called. */
export const draftColumnTitle = (draft: ColumnDraft, datasource: ExploreDatasource | null): string => {
  if (draft.hasCustomLabel) return draft.label;
  const column = columnFromDraft(draft);
  return column === null ? '' : columnValueLabel(column, datasource);
};

/** Renaming applies to SQL columns; clearing the label reverts to the expression. */
export const renameColumnDraft = (draft: ColumnDraft, label: string): ColumnDraft => ({
  ...draft,
  label,
  hasCustomLabel: label.trim() !== '',
});

export const sameColumn = (a: ColumnValue | null, b: ColumnValue | null): boolean => {
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  return a.sqlExpression === b.sqlExpression && a.label === b.label && !!a.hasCustomLabel === !!b.hasCustomLabel;
};

/** Spec 02 §4: Save needs a selection and a change. */
export const canSaveColumn = (draft: ColumnDraft, original: ColumnValue | null): boolean => {
  const next = columnFromDraft(draft);
  return next !== null && !sameColumn(next, original);
};
