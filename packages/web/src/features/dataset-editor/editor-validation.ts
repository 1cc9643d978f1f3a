import { DatasetColumnPutSchema } from '@tessera/core';
import type { TranslateFn } from '../../i18n';
import { isJsonObjectText } from './certification';
import type { EditorState } from './editor-state';

export type EditorTab = 'settings' | 'metrics' | 'columns' | 'calculated';

export interface EditorIssue {
  tab: EditorTab;
  /** The metric or column the issue is about, when there is one. */
  itemKey?: string;
  message: string;
}

const duplicates = (names: readonly string[]): string[] => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  return [...twice];
};

export const isIntegerText = (value: string): boolean => value.trim() === '' || /^-?\d+$/.test(value.trim());

const dateFormatSchema = DatasetColumnPutSchema.shape.python_date_format;

const settingsIssues = (state: EditorState, t: TranslateFn): EditorIssue[] => {
  const issues: EditorIssue[] = [];
  if (!isIntegerText(state.cache_timeout)) {
    issues.push({ tab: 'settings', message: `${t('Cache timeout')} ${t('is expected to be an integer')}` });
  }
  if (!isJsonObjectText(state.extra)) issues.push({ tab: 'settings', message: t('Extra must be a JSON object') });
  if (state.kind === 'virtual' && state.sql.trim() === '') {
    issues.push({ tab: 'settings', message: `${t('SQL')} ${t('cannot be empty')}` });
  }
  return issues;
};

const metricIssues = (state: EditorState, t: TranslateFn): EditorIssue[] => {
  const issues: EditorIssue[] = [];
  for (const metric of state.metrics) {
    const name = metric.metric_name.trim();
    if (name === '') issues.push({ tab: 'metrics', itemKey: metric.key, message: t('Metric name cannot be empty') });
    if (metric.expression.trim() === '') {
      issues.push({ tab: 'metrics', itemKey: metric.key, message: t('Metric [%s] requires an expression', name) });
    }
  }
  const names = state.metrics.map((m) => m.metric_name.trim()).filter((n) => n !== '');
  for (const name of duplicates(names)) {
    issues.push({ tab: 'metrics', message: t('Metric name [%s] is duplicated', name) });
  }
  return issues;
};

const columnIssues = (state: EditorState, t: TranslateFn): EditorIssue[] => {
  const issues: EditorIssue[] = [];
  for (const column of state.columns) {
    const tab: EditorTab = column.calculated ? 'calculated' : 'columns';
    const name = column.column_name.trim();
    if (name === '') issues.push({ tab, itemKey: column.key, message: t('Column name cannot be empty') });
    if (column.calculated && column.expression.trim() === '') {
      issues.push({ tab, itemKey: column.key, message: t('Calculated column [%s] requires an expression', name) });
    }
    if (!dateFormatSchema.safeParse(column.python_date_format).success) {
      issues.push({ tab, itemKey: column.key, message: t('%s: %s', name, t('Invalid date/timestamp format')) });
    }
  }
  const names = state.columns.map((c) => c.column_name.trim()).filter((n) => n !== '');
  for (const name of duplicates(names)) {
    const calculated = state.columns.every((c) => c.column_name.trim() !== name || c.calculated);
    issues.push({ tab: calculated ? 'calculated' : 'columns', message: t('Column name [%s] is duplicated', name) });
  }
  return issues;
};

/** Everything that blocks Save, in tab order; messages are already translated. */
export const validateEditorState = (state: EditorState, t: TranslateFn): EditorIssue[] => [
  ...settingsIssues(state, t),
  ...metricIssues(state, t),
  ...columnIssues(state, t),
];

/** Issue counts per tab, for the badges on the tabs. */
export const issuesByTab = (issues: readonly EditorIssue[]): Record<EditorTab, number> => {
  const counts: Record<EditorTab, number> = { settings: 0, metrics: 0, columns: 0, calculated: 0 };
  for (const issue of issues) counts[issue.tab] += 1;
  return counts;
};
