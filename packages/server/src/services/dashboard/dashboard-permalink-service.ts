import {
  type Caller,
  type DashboardPermalinkState,
  dashboardPermalinkUrl,
  type DashboardPermalinkValue,
  DashboardPermalinkValueSchema,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/http-error.js';
import { KV_RESOURCE, decodeKey, kvCreate, kvGet } from '../shared/key-value-store.js';
import { loadVisibleDashboardId } from './dashboard-service.js';

/**
 * `POST /api/v1/dashboard/{id_or_slug}/permalink` (Superset's CreateDashboardPermalinkCommand):
 * stores the page's state under a new key, once the caller is known to see the dashboard.
 * Permalinks do not expire, as in Superset.
 */
export const createDashboardPermalink = async (
  db: Kysely<DB>,
  caller: Caller,
  idOrSlug: string,
  state: DashboardPermalinkState,
): Promise<{ key: string; url: string }> => {
  const id = await loadVisibleDashboardId(db, caller, idOrSlug);
  const value: DashboardPermalinkValue = { dashboardId: String(id), state };
  const key = await kvCreate(db, KV_RESOURCE.dashboardPermalink, value, caller.userId, null);
  return { key, url: dashboardPermalinkUrl(key) };
};

/**
 * `GET /api/v1/dashboard/permalink/{key}`: the stored state; the dashboard's visibility is checked
 * again for the reader, so a link passed on does not show a dashboard the reader may not see.
 */
export const getDashboardPermalink = async (
  db: Kysely<DB>,
  caller: Caller,
  key: string,
): Promise<DashboardPermalinkValue> => {
  const uuid = decodeKey(key);
  const entry = uuid ? await kvGet(db, KV_RESOURCE.dashboardPermalink, uuid) : null;
  const parsed = DashboardPermalinkValueSchema.safeParse(entry?.value);
  if (!parsed.success) throw notFound('Dashboard permalink');
  await loadVisibleDashboardId(db, caller, parsed.data.dashboardId);
  return parsed.data;
};
