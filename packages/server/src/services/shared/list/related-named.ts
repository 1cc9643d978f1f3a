import type { RelatedQuery, RelatedResponse } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { escapeLike, ilike } from './filter-operators.js';

/** `related/roles`: roles by name, paged like the user columns (dashboards and RLS rules link roles). */
export const relatedRoles = async (db: Kysely<DB>, q: RelatedQuery): Promise<RelatedResponse> => {
  const base = db
    .selectFrom('roles')
    .$if(q.filter !== '', (qb) => qb.where((eb) => ilike(eb.ref('name'), `%${escapeLike(q.filter)}%`)));
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return { count: Number(counted?.n ?? 0), result: rows.map((r) => ({ value: r.id, text: r.name })) };
};

/**
 * `related/tables` of the RLS API: every dataset by table name (Superset's RLS related tables are
 * all SqlaTables, the caller being Admin); the current selection stays on page 0 through `include_ids`.
 */
export const relatedTables = async (db: Kysely<DB>, q: RelatedQuery): Promise<RelatedResponse> => {
  const base = db
    .selectFrom('datasets')
    .$if(q.filter !== '', (qb) => qb.where((eb) => ilike(eb.ref('table_name'), `%${escapeLike(q.filter)}%`)));
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'table_name', 'schema'])
    .orderBy('table_name')
    .orderBy('id')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  const toItem = (r: { id: number; table_name: string; schema: string | null }) => ({
    value: r.id,
    text: r.table_name,
    extra: { schema: r.schema },
  });
  const result = rows.map(toItem);
  const missing = (q.page === 0 ? (q.include_ids ?? []) : []).filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) {
    const extra = await db
      .selectFrom('datasets')
      .select(['id', 'table_name', 'schema'])
      .where('id', 'in', missing)
      .execute();
    result.unshift(...extra.map(toItem));
  }
  return { count: Number(counted?.n ?? 0), result };
};
