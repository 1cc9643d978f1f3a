import { COLOR_SCHEMES, isBetween, toComparator, type ConditionalFormattingRule } from './conditional-formatting.js';

/** The pure rules of the conditional formatting editor: new rules, their targets, how they are saved and labelled. */

export type ColorSchemeName = keyof typeof COLOR_SCHEMES;
export const COLOR_SCHEME_NAMES = Object.keys(COLOR_SCHEMES) as ColorSchemeName[];

/** A new rule starts as Superset's form does: green, operator None. */
export const newRule = (): ConditionalFormattingRule => ({ column: null, colorScheme: 'green', operator: 'None' });

export type TargetField = 'targetValue' | 'targetValueLeft' | 'targetValueRight';

/** The target fields the operator asks for. */
export const targetFields = (operator: unknown): TargetField[] => {
  const comparator = toComparator(operator);
  if (comparator === null || comparator === 'None') return [];
  return isBetween(comparator) ? ['targetValueLeft', 'targetValueRight'] : ['targetValue'];
};

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
