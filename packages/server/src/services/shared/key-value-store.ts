import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../http/http-error.js';

/** Resources kept in Superset's key_value table. */
export const KV_RESOURCE = {
  permalink: 'permalink',
  /** Superset keeps dashboard permalinks apart from explore's (KeyValueResource.DASHBOARD_PERMALINK). */
  dashboardPermalink: 'dashboard_permalink',
  exploreFormData: 'explore_form_data',
  /** A SQL Lab tab shared by link (KeyValueResource.SQLLAB_PERMALINK). */
  sqllabPermalink: 'sqllab_permalink',
  /** Maps (user, tab, datasource, chart) to the form-data key that tab is using. */
  exploreFormDataContext: 'explore_form_data_context',
  /** A dashboard's filter state behind `native_filters_key` (Superset's filter_state_cache). */
  dashboardFilterState: 'dashboard_filter_state',
  /** Maps (user, tab, dashboard) to the filter-state key that tab is using. */
  dashboardFilterStateContext: 'dashboard_filter_state_context',
} as const;
export type KvResource = (typeof KV_RESOURCE)[keyof typeof KV_RESOURCE];

const UUID_HEX = /^[0-9a-f]{32}$/;

/**
 * A public key is the row's random UUID in 22 base64url characters: unguessable (122 random
 * bits, unlike Superset's salted hashids of a sequential id) and short enough for a URL.
 */
export const encodeKey = (uuid: string): string => Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');

export const decodeKey = (key: string): string | null => {
  if (!/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const hex = Buffer.from(key, 'base64url').toString('hex');
  if (!UUID_HEX.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A UUID derived from parts (Superset's uuid3-style keys), for entries found by context rather than by key. */
export const contextUuid = (...parts: (string | number | null)[]): string => {
  const hex = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

export interface KvEntry {
  value: unknown;
  createdBy: number | null;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Reads an entry that has not expired. */
export const kvGet = async (db: Kysely<DB>, resource: KvResource, uuid: string): Promise<KvEntry | null> => {
  const row = await db
    .selectFrom('key_value')
    .select(['value', 'created_by_fk', 'expires_on'])
    .where('resource', '=', resource)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row || (row.expires_on !== null && row.expires_on <= nowIso())) return null;
  return { value: parse(row.value), createdBy: row.created_by_fk };
};

/** Inserts a new entry under a fresh random UUID and returns its public key. */
export const kvCreate = async (
  db: Kysely<DB>,
  resource: KvResource,
  value: unknown,
  userId: number | null,
  ttlSeconds: number | null,
): Promise<string> => {
  const uuid = randomUUID();
  await kvPut(db, resource, uuid, value, userId, ttlSeconds);
  return encodeKey(uuid);
};

/** Writes an entry under `uuid`, replacing any previous one; expired entries of the resource are dropped on the way. */
export const kvPut = async (
  db: Kysely<DB>,
  resource: KvResource,
  uuid: string,
  value: unknown,
  userId: number | null,
  ttlSeconds: number | null,
): Promise<void> => {
  const now = nowIso();
  const expires = ttlSeconds === null ? null : new Date(Date.now() + ttlSeconds * 1000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('key_value')
      .where('resource', '=', resource)
      .where((eb) => eb.or([eb('uuid', '=', uuid), eb('expires_on', '<=', now)]))
      .execute();
    await trx
      .insertInto('key_value')
      .values({
        uuid,
        resource,
        value: JSON.stringify(value),
        created_on: now,
        created_by_fk: userId,
        expires_on: expires,
      })
      .execute();
  });
};

export const kvDelete = async (db: Kysely<DB>, resource: KvResource, uuid: string): Promise<boolean> => {
  const res = await db
    .deleteFrom('key_value')
    .where('resource', '=', resource)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
};
