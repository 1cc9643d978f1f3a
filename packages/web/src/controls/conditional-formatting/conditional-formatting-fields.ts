import {
  columnKind,
  labelOfMetric,
  metricsOf,
  type ConditionalFormattingRule,
  type FormData,
  type RuleField,
} from '@tessera/core';
import { validateRule, type RuleErrors } from '../../ui/conditional-formatting-messages';
import { findColumn } from '../dataset-items';
import type { ExploreDatasource } from '../types';

/** The formatter popover's field errors and column choices (core's conditional-formatting-state holds the rules). */

export interface ColumnOption {
  value: string;
  label: string;
}

const FIELDS: RuleField[] = ['column', 'colorScheme', 'operator', 'targetValue', 'targetValueLeft', 'targetValueRight'];

/** Spec 02 §5: checks run on blur, so only fields left once (or all, after Apply) show errors. */
export const visibleErrors = (rule: ConditionalFormattingRule, touched: ReadonlySet<RuleField>): RuleErrors => {
  const errors = validateRule(rule);
  const shown: RuleErrors = {};
  for (const field of FIELDS) {
    const message = errors[field];
    if (message !== undefined && touched.has(field)) shown[field] = message;
  }
  return shown;
};

const stringsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string');

/**
 * The table's numeric result columns a rule can colour: metrics, percent metrics (`%label`) and
 * numeric dimensions or raw columns; columns of existing rules stay listed.
 */
export const formattingColumnOptions = (
  formData: FormData,
  datasource: ExploreDatasource | null,
  rules: readonly ConditionalFormattingRule[],
): ColumnOption[] => {
  const verbose = datasource?.verbose_map ?? {};
  const labelOf = (name: string): string =>
    verbose[name] ||
    datasource?.metrics.find((m) => m.metric_name === name)?.verbose_name ||
    findColumn(datasource, name)?.verbose_name ||
    name;
  const raw = formData['query_mode'] === 'raw';
  const names: string[] = [];
  if (!raw) {
    names.push(...metricsOf(formData['metrics']).map(labelOfMetric));
    names.push(...metricsOf(formData['percent_metrics']).map((m) => `%${labelOfMetric(m)}`));
  }
  const dimensions = stringsOf(raw ? formData['all_columns'] : formData['groupby']);
  for (const name of dimensions) {
    const column = findColumn(datasource, name);
    if (column !== undefined && columnKind(column) === 'numeric') names.push(name);
  }
  for (const rule of rules) if (rule.column) names.push(rule.column);
  return [...new Set(names)].map((name) => ({ value: name, label: labelOf(name) }));
};
