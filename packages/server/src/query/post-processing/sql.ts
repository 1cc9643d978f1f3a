import { PostProcessingError } from './errors.js';

/** A double-quoted identifier; embedded quotes are doubled, so any label is safe. */
export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A DOUBLE literal that round-trips exactly (a cast from the shortest decimal form). */
export const doubleLiteral = (value: number): string => {
  if (!Number.isFinite(value)) throw new PostProcessingError(`not a finite number: ${String(value)}`);
  return `CAST('${String(value)}' AS DOUBLE)`;
};

export const intLiteral = (value: number): string => {
  if (!Number.isSafeInteger(value)) throw new PostProcessingError(`not an integer: ${String(value)}`);
  return String(value);
};

/** A VARCHAR literal; DuckDB strings have no backslash escapes, so doubling quotes is enough. */
export const stringLiteral = (value: string): string => {
  if (value.includes('\0')) throw new PostProcessingError('strings may not contain NUL characters');
  return `'${value.replaceAll("'", "''")}'`;
};

export const commaList = (items: readonly string[]): string => items.join(', ');
