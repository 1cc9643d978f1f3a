/** Superset keeps certification and warnings of datasets, metrics and columns inside their `extra` JSON. */
export interface ExtraFields {
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The object in an `extra` string; anything that is not a JSON object reads as empty. */
export const parseExtraObject = (extra: string | null | undefined): Record<string, unknown> => {
  if (extra === null || extra === undefined || extra.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(extra);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
};

export const isJsonObjectText = (value: string): boolean => {
  if (value.trim() === '') return true;
  try {
    return isRecord(JSON.parse(value));
  } catch {
    return false;
  }
};

export const readExtraFields = (extra: string | null | undefined): ExtraFields => {
  const base = parseExtraObject(extra);
  const cert = isRecord(base['certification']) ? base['certification'] : {};
  return {
    certified_by: text(cert['certified_by']),
    certification_details: text(cert['details']),
    warning_markdown: text(base['warning_markdown']),
  };
};

/** The keys of `extra` the editor does not show as fields of their own. */
export const otherExtraKeys = (extra: string | null | undefined): Record<string, unknown> => {
  const { certification: _certification, warning_markdown: _warning, ...rest } = parseExtraObject(extra);
  return rest;
};

/** `extra` without the certification keys, pretty-printed for the JSON editor ('' when nothing is left). */
export const extraEditorText = (extra: string | null | undefined): string => {
  const rest = otherExtraKeys(extra);
  return Object.keys(rest).length === 0 ? '' : JSON.stringify(rest, null, 2);
};

/**
 * Writes certification and warning into `extra` and keeps every other key; an empty result is
 * null when there was no `extra` before, so untouched items are not changed.
 */
export const writeExtra = (extra: string | null | undefined, fields: ExtraFields): string | null => {
  const next: Record<string, unknown> = { ...otherExtraKeys(extra) };
  const certifiedBy = fields.certified_by.trim();
  const details = fields.certification_details.trim();
  if (certifiedBy !== '' || details !== '') {
    next['certification'] = { certified_by: certifiedBy === '' ? null : certifiedBy, details: details || null };
  }
  if (fields.warning_markdown.trim() !== '') next['warning_markdown'] = fields.warning_markdown;
  if (Object.keys(next).length > 0) return JSON.stringify(next);
  return extra === null || extra === undefined || extra.trim() === '' ? null : '{}';
};
