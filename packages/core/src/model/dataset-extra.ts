import { parseJsonObject } from './json-object.js';
/** The certification and warning a dataset carries twice: top-level fields and inside `extra`. */
export interface DatasetExtraFields {
  extra: string | null;
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
}

export type DatasetExtraInput = Partial<DatasetExtraFields>;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Superset keeps a dataset's certification in `extra` (`{"certification": {"certified_by",
 * "details"}, "warning_markdown"}`); Tessera also has top-level columns. Applies an update to
 * both so they never disagree: top-level fields sent win, else what the sent `extra` says,
 * else the current values.
 */
export const syncDatasetExtra = (current: DatasetExtraFields, input: DatasetExtraInput): DatasetExtraFields => {
  const sentExtra = input.extra !== undefined;
  const base = parseJsonObject(sentExtra ? (input.extra ?? null) : current.extra);
  const cert = (
    typeof base.certification === 'object' && base.certification !== null ? base.certification : {}
  ) as Record<string, unknown>;
  const pick = (key: keyof DatasetExtraInput, fromExtra: unknown, now: string | null): string | null => {
    if (input[key] !== undefined) return text(input[key]);
    return sentExtra ? text(fromExtra) : now;
  };
  const certifiedBy = pick('certified_by', cert.certified_by, current.certified_by);
  const details = pick('certification_details', cert.details, current.certification_details);
  const warning = pick('warning_markdown', base.warning_markdown, current.warning_markdown);

  const { certification: _c, warning_markdown: _w, ...rest } = base;
  const next: Record<string, unknown> = {
    ...rest,
    ...((certifiedBy !== null || details !== null) && { certification: { certified_by: certifiedBy, details } }),
    ...(warning !== null && { warning_markdown: warning }),
  };
  const hadExtra = sentExtra ? input.extra !== null : current.extra !== null;
  const extra = Object.keys(next).length > 0 ? JSON.stringify(next) : hadExtra ? '{}' : null;
  return { extra, certified_by: certifiedBy, certification_details: details, warning_markdown: warning };
};
