import type { Caller } from '@tessera/core';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound, unauthorized } from '../../http/http-error.js';
import { KV_RESOURCE, contextUuid, decodeKey, encodeKey, kvDelete, kvGet, kvPut } from '../shared/key-value-store.js';
import { loadVisibleDashboardId } from './dashboard-service.js';

/** Superset's FILTER_STATE_CACHE_CONFIG default timeout (CACHE_DEFAULT_TIMEOUT): 90 days. */
export const FILTER_STATE_TTL_SECONDS = 90 * 24 * 3600;

/** Superset's filter state Entry: the owner and the data mask text, kept as sent; here also the dashboard. */
const EntrySchema = z.object({
  owner: z.number().int().nullable(),
  dashboard_id: z.number().int(),
  value: z.string(),
});
type Entry = z.infer<typeof EntrySchema>;

const ContextSchema = z.object({ key: z.string() });

/** An entry of this dashboard; a key of another dashboard, unknown or expired is not found. */
const load = async (db: Kysely<DB>, dashboardId: number, key: string): Promise<{ uuid: string; entry: Entry }> => {
  const uuid = decodeKey(key);
  const stored = uuid ? await kvGet(db, KV_RESOURCE.dashboardFilterState, uuid) : null;
  const parsed = EntrySchema.safeParse(stored?.value);
  if (!uuid || !parsed.success || parsed.data.dashboard_id !== dashboardId) throw notFound('Filter state');
  return { uuid, entry: parsed.data };
};

/**
 * The key a tab writes to (Superset's contextual key of session, tab and dashboard): the one the
 * tab has, else a new one registered for it. Without a tab id every write is a new key.
 */
const tabKeyUuid = async (
  db: Kysely<DB>,
  caller: Caller,
  dashboardId: number,
  tabId: number | undefined,
): Promise<string> => {
  if (tabId === undefined || tabId === 0) return randomUUID();
  const ctxUuid = contextUuid('dashboard_filter_state', caller.userId, tabId, dashboardId);
  const previous = ContextSchema.safeParse((await kvGet(db, KV_RESOURCE.dashboardFilterStateContext, ctxUuid))?.value);
  const reused = previous.success ? decodeKey(previous.data.key) : null;
  if (reused) return reused;
  const uuid = randomUUID();
  await kvPut(
    db,
    KV_RESOURCE.dashboardFilterStateContext,
    ctxUuid,
    { key: encodeKey(uuid) },
    caller.userId,
    FILTER_STATE_TTL_SECONDS,
  );
  return uuid;
};

const store = async (db: Kysely<DB>, caller: Caller, uuid: string, dashboardId: number, value: string) => {
  const entry: Entry = { owner: caller.userId, dashboard_id: dashboardId, value };
  await kvPut(db, KV_RESOURCE.dashboardFilterState, uuid, entry, caller.userId, FILTER_STATE_TTL_SECONDS);
  return encodeKey(uuid);
};

/**
 * `POST /api/v1/dashboard/{id}/filter_state?tab_id=` (Superset's CreateFilterStateCommand): stores
 * the data mask text for a signed-in user who may read the dashboard; a tab keeps one key.
 */
export const createFilterState = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  value: string,
  tabId: number | undefined,
): Promise<string> => {
  if (caller.userId === null) throw unauthorized();
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  return store(db, caller, await tabKeyUuid(db, caller, dashboardId, tabId), dashboardId, value);
};

/**
 * `GET /api/v1/dashboard/{id}/filter_state/{key}`: the text as stored, for anyone who may read
 * the dashboard, so a URL with `native_filters_key` can be shared (Superset's GetFilterStateCommand
 * checks the dashboard, not the owner).
 */
export const getFilterState = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  key: string,
): Promise<string> => {
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  return (await load(db, dashboardId, key)).entry.value;
};

const ownEntry = async (db: Kysely<DB>, caller: Caller, idOrSlug: string, key: string) => {
  const dashboardId = await loadVisibleDashboardId(db, caller, idOrSlug);
  const found = await load(db, dashboardId, key);
  // Superset's TemporaryCacheAccessDeniedError: only the user who stored it changes or deletes it.
  if (caller.userId === null || found.entry.owner !== caller.userId)
    throw forbidden('You are not the owner of this filter state');
  return { dashboardId, ...found };
};

/**
 * `PUT /api/v1/dashboard/{id}/filter_state/{key}?tab_id=` (Superset's UpdateFilterStateCommand):
 * the owner only; the value goes to the tab's key, which the answer names.
 */
export const updateFilterState = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  key: string,
  value: string,
  tabId: number | undefined,
): Promise<string> => {
  const { dashboardId, uuid } = await ownEntry(db, caller, idOrSlug, key);
  const target = tabId === undefined ? uuid : await tabKeyUuid(db, caller, dashboardId, tabId);
  return store(db, caller, target, dashboardId, value);
};

/** `DELETE /api/v1/dashboard/{id}/filter_state/{key}`: the owner only. */
export const deleteFilterState = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  key: string,
): Promise<void> => {
  const { uuid } = await ownEntry(db, caller, idOrSlug, key);
  await kvDelete(db, KV_RESOURCE.dashboardFilterState, uuid);
};
