import type { Caller, RelatedQuery, RelatedResponse } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { escapeLike, ilike } from '../shared/list/filter-operators.js';
import { dataAccessGrants, databaseView, datasetVisibility, viewIn } from '../shared/visibility.js';

type DatabaseRow = { id: number; database_name: string };

const toItem = (d: DatabaseRow): RelatedResponse['result'][number] => ({ value: d.id, text: d.database_name });

/**
 * `GET /api/v1/dataset/related/database`: the databases the caller may filter the list by, that is
 * those granted as a whole or holding a dataset they can see (Superset's DatabaseFilter), paged.
 */
export const relatedDatabases = async (db: Kysely<DB>, q: RelatedQuery, caller: Caller): Promise<RelatedResponse> => {
  const grants = dataAccessGrants(caller.perms);
  const visible = datasetVisibility(grants, caller.userId);
  const databases = db.selectFrom('databases');
  const allowed =
    visible === null
      ? databases
      : databases.where((eb) =>
          eb.or([
            eb('databases.id', 'in', db.selectFrom('datasets').select('datasets.database_id').where(visible)),
            ...(grants.database.length > 0
              ? [viewIn(databaseView(eb.ref('databases.database_name'), eb.ref('databases.id')), grants.database)]
              : []),
          ]),
        );
  const base = allowed.$if(q.filter !== '', (qb) =>
    qb.where((eb) => ilike(eb.ref('databases.database_name'), `%${escapeLike(q.filter)}%`)),
  );
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['databases.id', 'databases.database_name'])
    .orderBy('databases.database_name')
    .orderBy('databases.id')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  const result = rows.map(toItem);
  // The current selection stays listed on the first page, as relatedUsers does for users.
  const missing = (q.page === 0 ? (q.include_ids ?? []) : []).filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) {
    const extra = await allowed
      .select(['databases.id', 'databases.database_name'])
      .where('databases.id', 'in', missing)
      .execute();
    result.unshift(...extra.map(toItem));
  }
  return { count: Number(counted?.n ?? 0), result };
};
