/** Superset's comparators; the between forms read "left OP x OP right". */
export const COMPARATORS = ['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'] as const;
export type Comparator = (typeof COMPARATORS)[number];

const ALIASES: Record<string, Comparator> = {
  '>=': '≥',
  '<=': '≤',
  '!=': '≠',
  '==': '=',
  between: '< x <',
  between_or_equal: '≤ x ≤',
};

const BETWEEN: readonly Comparator[] = ['< x <', '≤ x ≤', '≤ x <', '< x ≤'];

export const toComparator = (operator: unknown): Comparator | null => {
  if (typeof operator !== 'string') return null;
  return COMPARATORS.find((c) => c === operator) ?? ALIASES[operator] ?? null;
};

export const isBetween = (c: Comparator): boolean => BETWEEN.includes(c);

/** One entry of the `conditional_formatting` control. */
export interface ConditionalFormattingRule {
  column?: string | null;
  colorScheme?: string | null;
  operator?: string | null;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
}

export const COLOR_SCHEMES = { green: [0, 255, 0], yellow: [255, 255, 0], red: [255, 0, 0] } as const;

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i;

/** A scheme name (green, yellow, red), a 3- or 6-digit hex colour or rgb(); null otherwise. */
export const parseColor = (color: string): Rgb | null => {
  const named = COLOR_SCHEMES[color as keyof typeof COLOR_SCHEMES];
  if (named) return named;
  const hex = HEX.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [channel(0), channel(2), channel(4)];
  }
  const rgb = RGB.exec(color);
  if (!rgb) return null;
  const [r, g, b] = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return r <= 255 && g <= 255 && b <= 255 ? [r, g, b] : null;
};

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const toNumber = (v: unknown): number | null => {
  if (isBlank(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export type RuleField = keyof ConditionalFormattingRule;

/** What is wrong with a field; the web words it ('Required', 'Invalid color' ...). */
export type RuleProblem = 'required' | 'invalid-color' | 'not-smaller-than-right' | 'not-greater-than-left';
export type RuleProblems = Partial<Record<RuleField, RuleProblem>>;

/** Spec 02 §5: what the formatting popover flags under each field, in field order. */
export const ruleProblems = (rule: ConditionalFormattingRule): RuleProblems => {
  const problems: RuleProblems = {};
  if (isBlank(rule.column)) problems.column = 'required';
  if (isBlank(rule.colorScheme)) problems.colorScheme = 'required';
  else if (!parseColor(String(rule.colorScheme))) problems.colorScheme = 'invalid-color';
  const comparator = toComparator(rule.operator);
  if (comparator === null) {
    problems.operator = 'required';
    return problems;
  }
  if (comparator === 'None') return problems;
  if (!isBetween(comparator)) {
    if (toNumber(rule.targetValue) === null) problems.targetValue = 'required';
    return problems;
  }
  const left = toNumber(rule.targetValueLeft);
  const right = toNumber(rule.targetValueRight);
  if (left === null) problems.targetValueLeft = 'required';
  if (right === null) problems.targetValueRight = 'required';
  if (left !== null && right !== null && left >= right) {
    problems.targetValueLeft = 'not-smaller-than-right';
    problems.targetValueRight = 'not-greater-than-left';
  }
  return problems;
};

export const isRuleValid = (rule: ConditionalFormattingRule): boolean => Object.keys(ruleProblems(rule)).length === 0;

/** The `conditional_formatting` value; entries that are not objects are dropped. */
export const readRules = (value: unknown): ConditionalFormattingRule[] =>
  Array.isArray(value)
    ? value.filter((r): r is ConditionalFormattingRule => typeof r === 'object' && r !== null && !Array.isArray(r))
    : [];

export interface ColumnColorFormatter {
  column: string;
  getColor: (value: unknown) => string | undefined;
}

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;

/** Opacity grows from the cutoff towards the extreme value of the column. */
export const opacityFor = (value: number, cutoff: number, extreme: number, min = MIN_OPACITY_BOUNDED): number => {
  if (extreme === cutoff) return 1;
  const raw = Math.abs(((1 - min) / (extreme - cutoff)) * (value - cutoff)) + min;
  return Math.min(1, Math.round(raw * 100) / 100);
};

type Match = { cutoff: number; extreme: number } | null;

const matcher = (c: Comparator, target: number, left: number, right: number, min: number, max: number) => {
  const between =
    (lo: boolean, hi: boolean) =>
    (v: number): Match =>
      (lo ? v >= left : v > left) && (hi ? v <= right : v < right) ? { cutoff: left, extreme: right } : null;
  switch (c) {
    case 'None':
      return (v: number): Match => (v >= min && v <= max ? { cutoff: min, extreme: max } : null);
    case '>':
      return (v: number): Match => (v > target ? { cutoff: target, extreme: max } : null);
    case '≥':
      return (v: number): Match => (v >= target ? { cutoff: target, extreme: max } : null);
    case '<':
      return (v: number): Match => (v < target ? { cutoff: target, extreme: min } : null);
    case '≤':
      return (v: number): Match => (v <= target ? { cutoff: target, extreme: min } : null);
    case '=':
      return (v: number): Match => (v === target ? { cutoff: target, extreme: target } : null);
    case '≠': {
      const extreme = Math.abs(target - min) > Math.abs(max - target) ? min : max;
      return (v: number): Match => (v !== target ? { cutoff: target, extreme } : null);
    }
    case '< x <':
      return between(false, false);
    case '≤ x ≤':
      return between(true, true);
    case '≤ x <':
      return between(true, false);
    case '< x ≤':
      return between(false, true);
  }
};

/** Valid rules become per-column colour functions over the column's values (invalid ones are skipped). */
export const getColorFormatters = (
  rules: readonly ConditionalFormattingRule[],
  rows: readonly Record<string, unknown>[],
): ColumnColorFormatter[] =>
  rules.flatMap((rule) => {
    const comparator = toComparator(rule.operator);
    const rgb = rule.colorScheme ? parseColor(rule.colorScheme) : null;
    if (!rule.column || !comparator || !rgb || !isRuleValid(rule)) return [];
    const column = rule.column;
    let min = Infinity;
    let max = -Infinity;
    for (const row of rows) {
      const v = row[column];
      if (typeof v === 'number' && Number.isFinite(v)) {
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    const match = matcher(
      comparator,
      toNumber(rule.targetValue) ?? 0,
      toNumber(rule.targetValueLeft) ?? 0,
      toNumber(rule.targetValueRight) ?? 0,
      min,
      max,
    );
    const minOpacity = comparator === 'None' ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
    const getColor = (value: unknown): string | undefined => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      const m = match(value);
      if (!m) return undefined;
      return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${opacityFor(value, m.cutoff, m.extreme, minOpacity)})`;
    };
    return [{ column, getColor }];
  });
