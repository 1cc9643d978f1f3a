import {
  DashboardConflictSchema,
  dashboardDiff,
  dashboardSaveBody,
  lastModifiedTimeOf,
  naturalTime,
  parseDashboardMetadata,
  type DashboardConflict,
  type DashboardDetail,
  type DashboardDiffItem,
  type DashboardMetadata,
  type DashboardSaveAnswer,
  type DashboardSaveBody,
  type Owner,
} from '@tessera/core';
import { isApiRequestError } from '../../../api/client';
import { dashboardPath } from '../../../routing/paths';
import type { TranslateFn } from '../../../i18n';

/** 'save' asks first when the stored dashboard changed since it was loaded; 'overwrite' does not. */
export type SaveMode = 'save' | 'overwrite';

export interface DashboardRole {
  id: number;
  name: string;
}

/** What a save sends: any of the dashboard's fields, the layout and the metadata. */
export interface SaveRequest {
  mode: SaveMode;
  /** The layout (position_json) as an object. */
  positions?: Record<string, unknown> | null;
  /** json_metadata as an object (colours, refresh frequency, filters …). */
  metadata?: Record<string, unknown>;
  css?: string | null;
  dashboard_title?: string | null;
  slug?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  owners?: Owner[];
  roles?: DashboardRole[];
}

/** Save as: the copy's name, whether its charts are cloned, and what it holds (the page's by default). */
export interface SaveAsRequest {
  dashboard_title: string;
  duplicate_slices: boolean;
  positions?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  css?: string | null;
}

export type SaveOutcome =
  | { status: 'saved'; id: number; lastModifiedTime: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/** What the overwrite confirmation shows: who saved last, when, and what differs. */
export interface OverwriteConfirmation {
  changedBy: string;
  changedOn: string | null;
  items: DashboardDiffItem[];
  /** The stored version an 'Overwrite' sends as last_modified_time. */
  storedVersion: number;
}

/** The PUT body of a request, with the version the server checks (none for an explicit overwrite). */
export const saveBodyOf = (request: SaveRequest, version: number | undefined): DashboardSaveBody => {
  const { mode: _mode, ...values } = request;
  return dashboardSaveBody({ ...values, ...(version !== undefined && { last_modified_time: version }) });
};

/** The confirmation for a stored dashboard that moved on from the one this page loaded. */
export const confirmationOf = (stored: DashboardDetail, loaded: DashboardDetail): OverwriteConfirmation => ({
  changedBy: stored.changed_by_name,
  changedOn: stored.changed_on,
  items: dashboardDiff(stored, loaded),
  storedVersion: lastModifiedTimeOf(stored.changed_on),
});

/** The 409's who and when (the server's stale-version refusal), or null for any other failure. */
export const conflictOf = (error: unknown): DashboardConflict | null => {
  if (!isApiRequestError(error) || error.status !== 409) return null;
  const parsed = DashboardConflictSchema.safeParse(error.errors[0]?.extra);
  return parsed.success ? parsed.data : null;
};

/** Spec 01 §8's failure toasts of a save. */
export const saveErrorMessage = (error: unknown, t: TranslateFn): string => {
  if (isApiRequestError(error) && (error.status === 403 || error.status === 401))
    return t('You do not have permission to edit this dashboard');
  if (isApiRequestError(error) && error.status !== 0 && error.message !== '')
    return t('Sorry, there was an error saving this dashboard: %s', error.message);
  return t('Sorry, an unknown error occurred');
};

/** What the page's state takes from a landed save: the stored fields (with the server's defaults) and version. */
export const savedState = (
  request: SaveRequest,
  answer: DashboardSaveAnswer,
): { info: Partial<DashboardDetail>; metadata?: DashboardMetadata } => {
  const changedOn = new Date(answer.last_modified_time * 1000).toISOString();
  const r = answer.result;
  const info: Partial<DashboardDetail> = { changed_on: changedOn, changed_on_delta_humanized: naturalTime(changedOn) };
  if (r.dashboard_title != null) info.dashboard_title = r.dashboard_title;
  if (r.slug !== undefined) info.slug = r.slug ?? null;
  if (r.css !== undefined) info.css = r.css ?? null;
  if (r.certified_by !== undefined) info.certified_by = r.certified_by ?? null;
  if (r.certification_details !== undefined) info.certification_details = r.certification_details ?? null;
  if (r.position_json != null) info.position_json = r.position_json;
  if (request.owners !== undefined) info.owners = request.owners;
  if (request.roles !== undefined) info.roles = request.roles;
  if (r.json_metadata == null) return { info };
  info.json_metadata = r.json_metadata;
  return { info, metadata: parseDashboardMetadata(r.json_metadata) };
};

/** Spec 01 §2: after a save the address is /tessera/dashboard/{slug or id}/; the query string stays, `edit` aside. */
export const savedAddress = (id: number, slug: string | null, search: string): string => {
  const params = new URLSearchParams(search);
  params.delete('edit');
  const query = params.toString();
  return `${dashboardPath({ id, slug })}${query === '' ? '' : `?${query}`}`;
};

/** A value of the confirmation's table, short enough to read. */
export const describeValue = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};
