import { z } from 'zod';
import { DashboardUpdateSchema, DashboardWriteResultSchema } from '../model/dashboard.js';
import { jsonErrorPlace, type JsonErrorPlace } from '../model/json-syntax-error.js';
import { DashboardMetadataSchema } from './json-metadata.js';

/** Superset's DASHBOARD_HEADER default title: what an empty title is saved as. */
export const UNTITLED_DASHBOARD_TITLE = '[ untitled dashboard ]';

/** What the properties modal and the save flow hold before the save body is built. */
export interface DashboardSaveInput {
  dashboard_title?: string | null;
  slug?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  css?: string | null;
  /** Owners and roles as objects (the modal's selections) or ids; the body carries ids. */
  owners?: readonly (number | { id: number })[];
  roles?: readonly (number | { id: number })[];
  /** json_metadata as an object; `positions` inside it is moved to position_json by the server. */
  metadata?: Record<string, unknown>;
  /** The layout (position_json) as an object, sent inside json_metadata as Superset's save does. */
  positions?: Record<string, unknown> | null;
  /** The version the client loaded (seconds since the epoch); the server refuses a stale one with 409. */
  last_modified_time?: number;
}

const idOf = (v: number | { id: number }): number => (typeof v === 'number' ? v : v.id);
const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

/**
 * Spec 01 §5's save defaults, as Superset's SaveModal / PropertiesModal apply them: an empty
 * title becomes '[ untitled dashboard ]', an empty slug null, certification details are kept only
 * with certified_by, owners and roles are sent as ids, positions ride inside json_metadata.
 */
export const dashboardSaveBody = (input: DashboardSaveInput): DashboardSaveBody => {
  const body: DashboardSaveBody = {};
  if (input.dashboard_title !== undefined)
    body.dashboard_title = blank(input.dashboard_title) ? UNTITLED_DASHBOARD_TITLE : input.dashboard_title?.trim();
  if (input.slug !== undefined) body.slug = blank(input.slug) ? null : input.slug?.trim();
  if (input.certified_by !== undefined || input.certification_details !== undefined) {
    const certified = blank(input.certified_by) ? null : (input.certified_by?.trim() ?? null);
    body.certified_by = certified;
    body.certification_details = certified === null ? null : (input.certification_details ?? null);
  }
  if (input.css !== undefined) body.css = input.css;
  if (input.owners !== undefined) body.owners = input.owners.map(idOf);
  if (input.roles !== undefined) body.roles = input.roles.map(idOf);
  if (input.metadata !== undefined || input.positions !== undefined) {
    const metadata: Record<string, unknown> = { ...input.metadata };
    delete metadata['positions'];
    if (input.positions !== undefined) metadata['positions'] = input.positions;
    body.json_metadata = JSON.stringify(metadata);
  }
  if (input.last_modified_time !== undefined) body.last_modified_time = input.last_modified_time;
  return body;
};

/**
 * A refused json_metadata says why, for an editor to word it: `syntax` (not JSON; `place` is where
 * the parser stopped, null when the engine does not say), `not-object`, or `field` (a known key of
 * the wrong type, named by `path`).
 */
export type MetadataFailureKind =
  { kind: 'syntax'; place: JsonErrorPlace | null } | { kind: 'not-object' } | { kind: 'field' };

export type MetadataCheck =
  | { ok: true; metadata: Record<string, unknown> }
  | ({ ok: false; field: string; path: string[]; reason: string; message: string } & MetadataFailureKind);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each known key's own schema, without the leniency that drops a wrong shape on read. */
const strictFieldSchemas: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(DashboardMetadataSchema.shape).map(([key, schema]) => [
    key,
    schema instanceof z.ZodCatch ? (schema.unwrap() as z.ZodType) : (schema as z.ZodType),
  ]),
);

const failure = (path: string[], reason: string, kind: MetadataFailureKind): MetadataCheck => {
  const field = path.join('.');
  return { ok: false, field, path, reason, message: `${field}: ${reason}`, ...kind };
};

/** The API's English wording of a syntax error, with its place when the engine gives one. */
const syntaxReason = (place: JsonErrorPlace | null): string => {
  if (place === null) return 'Invalid JSON';
  const at = `line ${place.line}, column ${place.column}`;
  return place.found === null
    ? `Invalid JSON: the text ends too early (${at})`
    : `Invalid JSON at ${at}: unexpected ${JSON.stringify(place.found)}`;
};

/**
 * json_metadata as a save must carry it (Superset's DashboardJSONMetadataSchema on PUT): JSON
 * text holding an object whose known keys have their type. A failure names the field, as
 * `json_metadata.refresh_frequency`, so the editor can say which one is wrong; unknown keys pass.
 */
export const checkDashboardMetadataText = (text: string): MetadataCheck => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const place = jsonErrorPlace(text, error);
    return failure(['json_metadata'], syntaxReason(place), { kind: 'syntax', place });
  }
  if (!isRecord(value)) return failure(['json_metadata'], 'Not a JSON object', { kind: 'not-object' });
  for (const [key, v] of Object.entries(value)) {
    const schema = strictFieldSchemas[key];
    if (schema === undefined || v === undefined) continue;
    const parsed = schema.safeParse(v);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = ['json_metadata', key, ...(issue?.path ?? []).map(String)];
      return failure(path, issue?.message ?? 'Invalid value', { kind: 'field' });
    }
  }
  return { ok: true, metadata: value };
};

/**
 * `PUT /api/v1/dashboard/{id}`'s body: Superset's DashboardPutSchema fields, the layout as
 * `positions` (also accepted inside json_metadata, as Superset's save sends it), and the
 * `last_modified_time` the client loaded, which makes a stale save a 409. json_metadata is checked
 * key by key, so a wrong type is a 400 naming the field.
 */
export const DashboardSaveSchema = DashboardUpdateSchema.extend({
  positions: z.record(z.string(), z.unknown()).nullable().optional(),
  last_modified_time: z.number().nonnegative().optional(),
}).superRefine((body, ctx) => {
  if (typeof body.json_metadata !== 'string') return;
  const check = checkDashboardMetadataText(body.json_metadata);
  if (!check.ok) ctx.addIssue({ code: 'custom', path: check.path, message: check.reason });
});
export type DashboardSave = z.infer<typeof DashboardSaveSchema>;
/** The save body a client builds (dashboardSaveBody's answer). */
export type DashboardSaveBody = z.input<typeof DashboardSaveSchema>;

/**
 * Superset's last_modified_time: the stored changed_on as seconds since the epoch. Stored times
 * without a zone are UTC (Superset keeps naive UTC datetimes).
 */
export const lastModifiedTimeOf = (changedOn: string | null | undefined): number => {
  if (!changedOn) return 0;
  const zoned = /[zZ]$|[+-]\d\d:?\d\d$/.test(changedOn) ? changedOn : `${changedOn.replace(' ', 'T')}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? 0 : ms / 1000;
};

/**
 * Whether a save made from `loaded` would overwrite a newer stored version. Superset's old
 * save_dash compared whole seconds (changed_on without microseconds); a client that sends the
 * fractional time it was given is compared to the millisecond, so quick successive saves count.
 */
export const isStaleVersion = (stored: number, loaded: number): boolean =>
  Number.isInteger(loaded) ? Math.floor(stored) > loaded : Math.round(stored * 1000) > Math.round(loaded * 1000);

/** What `PUT /api/v1/dashboard/{id}` answers: the accepted fields (server defaults applied) and the new version. */
export const DashboardSaveAnswerSchema = z.object({
  id: z.number().int(),
  result: DashboardWriteResultSchema,
  last_modified_time: z.number(),
});
export type DashboardSaveAnswer = z.infer<typeof DashboardSaveAnswerSchema>;

/** The 409 a stale save answers: who saved last and when, so the client can ask before overwriting. */
export const DashboardConflictSchema = z.object({
  changed_by_name: z.string(),
  changed_on: z.string().nullable(),
  last_modified_time: z.number(),
});
export type DashboardConflict = z.infer<typeof DashboardConflictSchema>;
