import type { ControlConfig, FormData } from '@tessera/core';

/** What a text control holds: free text, an integer or a float (Superset's isInt / isFloat). */
export type TextKind = 'text' | 'int' | 'float';

const INT = /^[-+]?\d+$/;
const FLOAT = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** Whether a validator answers an error for `value` (a throwing validator counts as no answer). */
const rejects = (validator: NonNullable<ControlConfig['validators']>[number], value: string, formData: FormData) => {
  try {
    return validator(value, { formData }) !== null;
  } catch {
    return false;
  }
};

/**
 * The kind of a text control. Superset's configs say isInt / isFloat; ours carry validators, so a
 * validator that refuses '1.5' but takes '2' marks an integer control and one that refuses 'abc'
 * but takes '1.5' a number control. A numeric default also makes a number control.
 */
export const textKindOf = (config: ControlConfig, formData: FormData): TextKind => {
  const flags = config as { isInt?: unknown; isFloat?: unknown };
  if (flags.isInt === true) return 'int';
  if (flags.isFloat === true) return 'float';
  const validators = config.validators ?? [];
  const isInt = validators.some((v) => rejects(v, '1.5', formData) && !rejects(v, '2', formData));
  if (isInt) return 'int';
  const isFloat = validators.some((v) => rejects(v, 'abc', formData) && !rejects(v, '1.5', formData));
  return isFloat || typeof config.default === 'number' ? 'float' : 'text';
};

export interface ParsedText {
  /** What the form data saves: a number when the text is one, the raw text while it is not. */
  value: string | number | null;
  valid: boolean;
}

/** Spec 03 §5: the int or float check runs on the raw text; blank numeric input clears the value. */
export const parseTextInput = (text: string, kind: TextKind): ParsedText => {
  if (kind === 'text') return { value: text, valid: true };
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, valid: true };
  const ok = (kind === 'int' ? INT : FLOAT).test(trimmed);
  return ok ? { value: Number(trimmed), valid: true } : { value: text, valid: false };
};

export const textOfValue = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** Whether the text on screen already says what the form data holds (so it is not overwritten). */
export const textMatchesValue = (text: string, value: unknown, kind: TextKind): boolean => {
  const parsed = parseTextInput(text, kind).value;
  const current = value === undefined ? null : value;
  return parsed === current || (kind === 'text' && textOfValue(value) === text);
};
