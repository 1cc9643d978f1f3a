import {
  checkDashboardMetadataText,
  DashboardSlugSchema,
  type DashboardDetail,
  type MetadataCheck,
  type Owner,
} from '@tessera/core';
import type { TranslateFn } from '../../../i18n';
import type { DashboardRole } from '../save/save-flow';

/** The properties modal's fields as the user edits them (text inputs hold strings). */
export interface PropertiesForm {
  dashboard_title: string;
  slug: string;
  owners: Owner[];
  roles: DashboardRole[];
  certified_by: string;
  certification_details: string;
  css: string;
  /** json_metadata as the editor shows it: indented JSON text, without the layout. */
  jsonMetadata: string;
}

/** What the modal hands on once the form is valid: a save request's fields. */
export interface DashboardPropertiesValues {
  dashboard_title: string;
  slug: string | null;
  owners: Owner[];
  roles: DashboardRole[];
  certified_by: string | null;
  certification_details: string | null;
  css: string;
  metadata: Record<string, unknown>;
}

/** json_metadata as the check refused it: why and where, for `metadataErrorText` to word. */
export type MetadataFailure = Extract<MetadataCheck, { ok: false }>;

export type PropertiesCheck =
  | { ok: true; values: DashboardPropertiesValues }
  | { ok: false; field: 'slug'; message: string }
  | { ok: false; field: 'json_metadata'; message: string; metadata: MetadataFailure };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON text as an object; empty text is the empty object (a save sends `{}`), anything else null. */
export const parsedMetadata = (text: string | null | undefined): Record<string, unknown> | null => {
  if (text === null || text === undefined || text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    return isRecord(v) ? v : null;
  } catch {
    return null;
  }
};

/** The metadata as the editor shows it: everything but `positions` (the layout has its own column). */
const metadataText = (metadata: Record<string, unknown>): string => {
  const shown: Record<string, unknown> = { ...metadata };
  delete shown['positions'];
  return JSON.stringify(shown, null, 2);
};

/** The form from the dashboard as loaded, or from the edit state's metadata and css when given. */
export const initialPropertiesForm = (
  info: DashboardDetail,
  overrides: { metadata?: Record<string, unknown>; css?: string | null } = {},
): PropertiesForm => ({
  dashboard_title: info.dashboard_title,
  slug: info.slug ?? '',
  owners: info.owners,
  roles: info.roles,
  certified_by: info.certified_by ?? '',
  certification_details: info.certification_details ?? '',
  css: (overrides.css === undefined ? info.css : overrides.css) ?? '',
  jsonMetadata: metadataText(overrides.metadata ?? parsedMetadata(info.json_metadata) ?? {}),
});

/**
 * The metadata text with one key set (the colour scheme and refresh frequency pickers write into
 * the JSON, as Superset's modal does); text that is not a JSON object is left for the user to fix.
 */
export const withMetadataValue = (text: string, key: string, value: unknown): string => {
  const metadata = parsedMetadata(text);
  if (metadata === null) return text;
  if (value === undefined || value === null || value === '') delete metadata[key];
  else metadata[key] = value;
  return JSON.stringify(metadata, null, 2);
};

/** Checks the form as the server will (slug shape, json_metadata key by key), naming the field. */
export const checkPropertiesForm = (form: PropertiesForm): PropertiesCheck => {
  const slug = DashboardSlugSchema.safeParse(form.slug);
  if (!slug.success) return { ok: false, field: 'slug', message: slug.error.issues[0]?.message ?? 'Invalid slug' };
  const metadata = checkDashboardMetadataText(form.jsonMetadata.trim() === '' ? '{}' : form.jsonMetadata);
  if (!metadata.ok) return { ok: false, field: 'json_metadata', message: metadata.message, metadata };
  const certifiedBy = form.certified_by.trim();
  return {
    ok: true,
    values: {
      dashboard_title: form.dashboard_title,
      slug: form.slug.trim() === '' ? null : form.slug.trim(),
      owners: form.owners,
      roles: form.roles,
      certified_by: certifiedBy === '' ? null : certifiedBy,
      certification_details: certifiedBy === '' ? null : form.certification_details,
      css: form.css,
      metadata: metadata.metadata,
    },
  };
};

/**
 * A refused json_metadata in the user's words, shown once under the editor: where invalid JSON
 * breaks (line, column and what was found, not the browser's parser message), or the key of the
 * wrong type.
 */
export const metadataErrorText = (failure: MetadataFailure, t: TranslateFn): string => {
  if (failure.kind === 'not-object') return t('Invalid JSON: the metadata must be an object, in curly brackets.');
  if (failure.kind === 'field') return failure.message;
  const { place } = failure;
  if (place === null) return t('Invalid JSON: check its quotes, commas and brackets.');
  if (place.found === null)
    return t(
      'Invalid JSON: the text ends at line %s, column %s before the JSON is complete.',
      place.line,
      place.column,
    );
  return t('Invalid JSON at line %s, column %s: unexpected %s.', place.line, place.column, JSON.stringify(place.found));
};
