import type { FormData } from '@tessera/core';

/**
 * Typed reads of form data shared by chart plugins. Saved charts carry numbers as strings,
 * lists as single values and nulls for "not set", so each read says what it falls back to.
 */

export const readString = (fd: FormData, key: string, fallback = ''): string => {
  const value = fd[key];
  return typeof value === 'string' ? value : fallback;
};

export const readOptionalNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

export const readNumber = (fd: FormData, key: string, fallback: number): number =>
  readOptionalNumber(fd[key]) ?? fallback;

export const readBoolean = (fd: FormData, key: string, fallback: boolean): boolean => {
  const value = fd[key];
  return typeof value === 'boolean' ? value : fallback;
};

export const readList = (fd: FormData, key: string): unknown[] => {
  const value = fd[key];
  if (Array.isArray(value)) return value;
  return value === null || value === undefined || value === '' ? [] : [value];
};

export const readChoice = <T extends string>(fd: FormData, key: string, choices: readonly T[], fallback: T): T =>
  choices.find((c) => c === fd[key]) ?? fallback;

/** A string → string map such as `label_colors`; other entries are dropped. */
export const readStringMap = (fd: FormData, key: string): Record<string, string> => {
  const value = fd[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** `[min, max]` bounds such as `y_axis_bounds`; blanks and non-numbers are null. */
export const readBounds = (fd: FormData, key: string): [number | null, number | null] => {
  const value = fd[key];
  if (!Array.isArray(value)) return [null, null];
  return [readOptionalNumber(value[0]), readOptionalNumber(value[1])];
};

const listParts = (fd: FormData, key: string): string[] => {
  const value = fd[key];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
};

/** Comma-separated numbers such as a gauge's `intervals` (Superset's parseNumbersList); unreadable parts are dropped. */
export const readNumberList = (fd: FormData, key: string): number[] =>
  listParts(fd, key)
    .map(Number)
    .filter((n) => Number.isFinite(n));

/** Comma-separated labels such as a bullet's `range_labels`. */
export const readTextList = (fd: FormData, key: string): string[] => listParts(fd, key);
