import type { ControlConfig } from '@tessera/core';

/**
 * The select control's rules. Mantine selects work on string keys, while form data keeps the
 * chosen values as they are (numbers stay numbers, null is Superset's 'None' choice, booleans
 * stay booleans as the graph's `roam` saves them), so every value has a key and keys map back to values.
 */

export type SelectValue = string | number | boolean | null;

export interface SelectOption {
  key: string;
  value: SelectValue;
  label: string;
}

const NULL_KEY = '\u0000null';
// Numbers and texts that read the same ('10' and 10) stay distinct keys.
const NUMBER_PREFIX = '\u0000n:';
const BOOLEAN_PREFIX = '\u0000b:';

export const keyOf = (value: SelectValue): string => {
  if (value === null) return NULL_KEY;
  if (typeof value === 'number') return `${NUMBER_PREFIX}${value}`;
  return typeof value === 'boolean' ? `${BOOLEAN_PREFIX}${value}` : value;
};

export const isSelectValue = (value: unknown): value is SelectValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

export const choiceOptions = (config: Pick<ControlConfig, 'choices'>): SelectOption[] =>
  (config.choices ?? []).map(([value, label]) => ({ key: keyOf(value), value, label }));

/** Free-form controls whose choices are all numbers (row limit, series limit) save typed numbers as numbers. */
const numericChoices = (options: readonly SelectOption[]): boolean => {
  const values = options.map((o) => o.value).filter((v) => v !== null);
  return values.length > 0 && values.every((v) => typeof v === 'number');
};

/** The value a typed free-form entry saves; blank text creates nothing. */
export const parseCreated = (text: string, options: readonly SelectOption[]): SelectValue | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const asNumber = Number(trimmed);
  return numericChoices(options) && Number.isFinite(asNumber) ? asNumber : trimmed;
};

/** The chosen values as a list, whatever shape the form data holds. */
export const readSelectList = (value: unknown): SelectValue[] => {
  if (Array.isArray(value)) return value.filter(isSelectValue).filter((v) => v !== null);
  return value === undefined || !isSelectValue(value) ? [] : [value];
};

/**
 * Spec 03 §5: without free-form input, values not among the choices are dropped — a multi
 * control keeps the valid ones, a single one becomes null. Free-form controls keep everything.
 */
export const sanitizeSelectValue = (config: ControlConfig, value: unknown): SelectValue | SelectValue[] => {
  const options = choiceOptions(config);
  const known = (v: SelectValue) => config.freeForm || options.some((o) => o.key === keyOf(v));
  const list = readSelectList(value).filter(known);
  if (config.multi) return list;
  return list[0] ?? null;
};

/** The options to list: the choices plus any kept value that is not among them (free-form entries). */
export const optionsWithValues = (options: readonly SelectOption[], values: readonly SelectValue[]): SelectOption[] => {
  const extra = values
    .filter((v): v is string | number => v !== null && !options.some((o) => o.key === keyOf(v)))
    .map((v) => ({ key: keyOf(v), value: v, label: String(v) }));
  return [...options, ...extra];
};

export const CREATE_PREFIX = '\u0000create:';

/** A 'create this entry' option for the typed search text, unless it names an existing option. */
export const creatableOption = (
  search: string,
  options: readonly SelectOption[],
): { key: string; label: string } | null => {
  const created = parseCreated(search, options);
  if (created === undefined) return null;
  const exists = options.some((o) => o.key === keyOf(created) || o.label.toLowerCase() === search.trim().toLowerCase());
  return exists ? null : { key: `${CREATE_PREFIX}${search.trim()}`, label: search.trim() };
};

/** The value a chosen key stands for (a created entry or a listed option). */
export const valueOfKey = (key: string, options: readonly SelectOption[]): SelectValue | undefined => {
  if (key.startsWith(CREATE_PREFIX)) return parseCreated(key.slice(CREATE_PREFIX.length), options);
  return options.find((o) => o.key === key)?.value;
};
