import { columnKind, labelOfMetric, metricsOf, type FormData } from '@tessera/core';
import {
  COLOR_SCHEMES,
  COMPARATORS,
  isBetween,
  toComparator,
  validateRule,
  type Comparator,
  type ConditionalFormattingRule,
  type RuleErrors,
  type RuleField,
} from '../../charts/table/conditional-formatting';
import { findColumn } from '../dataset-items';
import type { ExploreDatasource } from '../types';

export type ColorSchemeName = keyof typeof COLOR_SCHEMES;
export const COLOR_SCHEME_NAMES = Object.keys(COLOR_SCHEMES) as ColorSchemeName[];
export { COMPARATORS, validateRule, type Comparator, type ConditionalFormattingRule, type RuleErrors, type RuleField };

export interface ColumnOption {
  value: string;
  label: string;
}

/** A new rule starts as Superset's form does: green, operator None. */
export const newRule = (): ConditionalFormattingRule => ({ column: null, colorScheme: 'green', operator: 'None' });

export type TargetField = 'targetValue' | 'targetValueLeft' | 'targetValueRight';

/** The target fields the operator asks for. */
export const targetFields = (operator: unknown): TargetField[] => {
  const comparator = toComparator(operator);
  if (comparator === null || comparator === 'None') return [];
  return isBetween(comparator) ? ['targetValueLeft', 'targetValueRight'] : ['targetValue'];
};

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

export const isRuleValid = (rule: ConditionalFormattingRule): boolean => Object.keys(validateRule(rule)).length === 0;

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The rule as saved: the operator in Superset's symbols, numbers for targets, unused targets dropped. */
export const cleanRule = (rule: ConditionalFormattingRule): ConditionalFormattingRule => {
  const fields = targetFields(rule.operator);
  const clean: ConditionalFormattingRule = {
    column: rule.column ?? null,
    colorScheme: rule.colorScheme ?? null,
    operator: toComparator(rule.operator) ?? rule.operator ?? null,
  };
  for (const field of fields) clean[field] = toNumber(rule[field]);
  return clean;
};

const show = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Superset's formatter label: `count > 10`, `1 < count < 5`, or the column alone for None. */
export const ruleLabel = (rule: ConditionalFormattingRule, labelOf: (column: string) => string): string => {
  const column = rule.column ? labelOf(rule.column) : '';
  const comparator = toComparator(rule.operator);
  if (comparator === null || comparator === 'None') return column;
  if (isBetween(comparator)) {
    const [leftOp, rightOp] = comparator.split(' x ');
    return `${show(rule.targetValueLeft)} ${leftOp ?? ''} ${column} ${rightOp ?? ''} ${show(rule.targetValueRight)}`;
  }
  return `${column} ${comparator} ${show(rule.targetValue)}`;
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
