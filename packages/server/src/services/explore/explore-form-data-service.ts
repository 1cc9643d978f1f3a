import { randomUUID } from 'node:crypto';
import type { Caller, ExploreFormDataWrite } from '@tessera/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import {
  KV_RESOURCE,
  contextUuid,
  decodeKey,
  encodeKey,
  kvCreate,
  kvDelete,
  kvGet,
  kvPut,
} from '../shared/key-value-store.js';
import { assertExploreAccess } from './explore-access.js';

/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG default: a week. */
const TTL_SECONDS = 7 * 24 * 3600;

/** What Superset keeps per key: the owner, what the form data is about, and the form data text. */
const StateSchema = z.object({
  owner: z.number().int().nullable(),
  datasource_id: z.number().int(),
  datasource_type: z.string(),
  chart_id: z.number().int().nullable(),
  form_data: z.string(),
});
type State = z.infer<typeof StateSchema>;

const ContextSchema = z.object({ key: z.string() });

const assertFormDataJson = (text: string): void => {
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return;
  } catch {
    // answered below
  }
  throw badRequest('form_data: Not a valid JSON object', 'form_data');
};

const stateOf = (caller: Caller, body: ExploreFormDataWrite): State => ({
  owner: caller.userId,
  datasource_id: body.datasource_id,
  datasource_type: 'table',
  chart_id: body.chart_id ?? null,
  form_data: body.form_data,
});

const load = async (db: Kysely<DB>, key: string): Promise<{ uuid: string; state: State } | null> => {
  const uuid = decodeKey(key);
  const entry = uuid ? await kvGet(db, KV_RESOURCE.exploreFormData, uuid) : null;
  const parsed = StateSchema.safeParse(entry?.value);
  return uuid && parsed.success ? { uuid, state: parsed.data } : null;
};

/**
 * The key a tab writes to (Superset's contextual key: user, tab, dataset and chart): the one the tab
 * already has, else a new one, registered for the tab.
 */
const tabKeyUuid = async (db: Kysely<DB>, caller: Caller, tabId: number, state: State): Promise<string> => {
  const ctxUuid = contextUuid('explore_form_data', caller.userId, tabId, state.datasource_id, state.chart_id);
  const previous = ContextSchema.safeParse((await kvGet(db, KV_RESOURCE.exploreFormDataContext, ctxUuid))?.value);
  const reused = previous.success ? decodeKey(previous.data.key) : null;
  if (reused) return reused;
  const uuid = randomUUID();
  await kvPut(db, KV_RESOURCE.exploreFormDataContext, ctxUuid, { key: encodeKey(uuid) }, caller.userId, TTL_SECONDS);
  return uuid;
};

/**
 * `POST /api/v1/explore/form_data?tab_id=`: caches unsaved form data. A tab keeps one key for the
 * same dataset and chart (Superset's contextual key), so reloading does not pile up entries.
 */
export const createFormData = async (
  db: Kysely<DB>,
  caller: Caller,
  body: ExploreFormDataWrite,
  tabId: number | undefined,
): Promise<string> => {
  assertFormDataJson(body.form_data);
  await assertExploreAccess(db, caller, body.datasource_id, body.chart_id ?? null);
  const state = stateOf(caller, body);
  if (tabId === undefined) return kvCreate(db, KV_RESOURCE.exploreFormData, state, caller.userId, TTL_SECONDS);
  const uuid = await tabKeyUuid(db, caller, tabId, state);
  await kvPut(db, KV_RESOURCE.exploreFormData, uuid, state, caller.userId, TTL_SECONDS);
  return encodeKey(uuid);
};

/**
 * The cached form data text, or null when the key is unknown or expired; 403/404 when the
 * caller may not explore its dataset or chart.
 */
export const readFormData = async (db: Kysely<DB>, caller: Caller, key: string): Promise<string | null> => {
  const found = await load(db, key);
  if (!found) return null;
  await assertExploreAccess(db, caller, found.state.datasource_id, found.state.chart_id);
  return found.state.form_data;
};

/** `GET /api/v1/explore/form_data/{key}`: for anyone who may explore its dataset. */
export const getFormData = async (db: Kysely<DB>, caller: Caller, key: string): Promise<string> => {
  const text = await readFormData(db, caller, key);
  if (text === null) throw notFound('Form data');
  return text;
};

const ownEntry = async (db: Kysely<DB>, caller: Caller, key: string) => {
  const found = await load(db, key);
  if (!found) throw notFound('Form data');
  await assertExploreAccess(db, caller, found.state.datasource_id, found.state.chart_id);
  if (found.state.owner !== caller.userId) throw forbidden('You are not the owner of this cached form data');
  return found;
};

/**
 * `PUT /api/v1/explore/form_data/{key}?tab_id=`: only the user who cached it may change it. As in
 * Superset's UpdateFormDataCommand, the state goes to the tab's own key, so a tab opened on another
 * tab's URL (a duplicated tab, a shared link of one's own) gets a key of its own instead of
 * overwriting the other tab's edits; the answer names the key to use from then on. Without tab_id
 * the key stays the same (Superset would make a new one per write).
 */
export const updateFormData = async (
  db: Kysely<DB>,
  caller: Caller,
  key: string,
  body: ExploreFormDataWrite,
  tabId: number | undefined,
): Promise<string> => {
  assertFormDataJson(body.form_data);
  const found = await ownEntry(db, caller, key);
  await assertExploreAccess(db, caller, body.datasource_id, body.chart_id ?? null);
  const state = stateOf(caller, body);
  const uuid = tabId === undefined ? found.uuid : await tabKeyUuid(db, caller, tabId, state);
  await kvPut(db, KV_RESOURCE.exploreFormData, uuid, state, caller.userId, TTL_SECONDS);
  return encodeKey(uuid);
};

/** `DELETE /api/v1/explore/form_data/{key}`: the owner only. */
export const deleteFormData = async (db: Kysely<DB>, caller: Caller, key: string): Promise<void> => {
  const found = await ownEntry(db, caller, key);
  await kvDelete(db, KV_RESOURCE.exploreFormData, found.uuid);
};
