import { canAccessDatabase, type PermissionSet, type RelatedQuery, type RelatedResponse } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { escapeLike, ilike } from '../shared/list/filter-operators.js';

/**
 * `related/database` of the saved query and query lists: the databases the caller may use, by name
 * (filtered in memory: there are few).
 */
export const relatedDatabases = async (
  db: Kysely<DB>,
  perms: PermissionSet,
  q: RelatedQuery,
): Promise<RelatedResponse> => {
  const rows = await db
    .selectFrom('databases')
    .select(['id', 'database_name'])
    .$if(q.filter !== '', (qb) => qb.where((eb) => ilike(eb.ref('database_name'), `%${escapeLike(q.filter)}%`)))
    .orderBy('database_name')
    .execute();
  const usable = rows.filter((r) => canAccessDatabase(perms, { id: r.id, name: r.database_name }));
  const page = usable.slice(q.page * q.page_size, (q.page + 1) * q.page_size);
  return { count: usable.length, result: page.map((r) => ({ value: r.id, text: r.database_name })) };
};
