import type { RelatedQuery, RelatedResponse } from '@tessera/core';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { escapeLike, ilike } from './filter-operators.js';

type UserRow = { id: number; first_name: string; last_name: string; active: number };

const toItem = (u: UserRow): RelatedResponse['result'][number] => ({
  value: u.id,
  text: `${u.first_name} ${u.last_name}`.trim(),
  extra: { active: u.active === 1 },
});

/**
 * `GET /api/v1/{resource}/related/{owners|created_by|changed_by}`: users matched on full name or
 * username (Superset's FilterRelatedOwners), paged; `include_ids` keeps the current selection on page 0.
 */
export const relatedUsers = async (db: Kysely<DB>, q: RelatedQuery): Promise<RelatedResponse> => {
  const pattern = `%${escapeLike(q.filter)}%`;
  const base = db
    .selectFrom('users')
    .$if(q.filter !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          ilike(sql<string>`${eb.ref('first_name')} || ' ' || ${eb.ref('last_name')}`, pattern),
          ilike(eb.ref('username'), pattern),
        ]),
      ),
    );
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'first_name', 'last_name', 'active'])
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  const result = rows.map(toItem);
  const missing = (q.page === 0 ? (q.include_ids ?? []) : []).filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) {
    const extra = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'active'])
      .where('id', 'in', missing)
      .execute();
    result.unshift(...extra.map(toItem));
  }
  return { count: Number(counted?.n ?? 0), result };
};
