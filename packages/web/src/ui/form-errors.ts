import { errorMessage, isApiRequestError } from '../api/client';

export interface SplitErrors<F extends string> {
  /** Messages for the form's own fields, by field name. */
  fields: Partial<Record<F, string>>;
  /** What cannot be shown next to a field (the server's message), or null. */
  general: string | null;
}

/** The server prefixes validation messages with the field ("email: Invalid email"); next to the field that is noise. */
const withoutFieldPrefix = (message: string, field: string): string =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

/**
 * Spreads a failed request over a form: each error whose `extra.field` names one of `fields`
 * goes next to it, and the server's message is kept for the rest.
 */
export const splitErrors = <F extends string>(error: unknown, fields: readonly F[]): SplitErrors<F> => {
  if (!isApiRequestError(error)) return { fields: {}, general: errorMessage(error) };
  const known = new Set<string>(fields);
  const result: Partial<Record<F, string>> = {};
  let unplaced = error.errors.length === 0;
  for (const detail of error.errors) {
    const field = detail.extra?.['field'];
    if (typeof field === 'string' && known.has(field)) {
      const key = field as F;
      if (result[key] === undefined) result[key] = withoutFieldPrefix(detail.message, field);
    } else {
      unplaced = true;
    }
  }
  return { fields: result, general: unplaced ? error.message : null };
};
