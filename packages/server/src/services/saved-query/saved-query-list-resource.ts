import type { Caller } from '@tessera/core';
import { sql, type Expression } from 'kysely';
import { z } from 'zod';
import { IdValue, TextValue, contains, equals, escapeLike, ilike } from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type FilterOperator, type ListResource } from '../shared/list/list-resource.js';

type Op = FilterOperator<'saved_queries', Caller>;

const id = (eb: Eb<'saved_queries'>) => eb.ref('saved_queries.id');
const label = (eb: Eb<'saved_queries'>) => eb.ref('saved_queries.label');
const schema = (eb: Eb<'saved_queries'>) => eb.ref('saved_queries.schema');

// Text sorts treat NULL as '' so SQLite and PostgreSQL (which place NULLs at opposite ends) agree.
const orEmpty = (e: Expression<string | null>) => sql<string>`coalesce(${e}, '')`;

/** Superset's SavedQueryAllTextFilter: label, description or SQL. */
const allText: Op = filterOperator('All Text', TextValue, (eb, v) => {
  const pattern = `%${escapeLike(v)}%`;
  return eb.or([
    ilike(label(eb), pattern),
    ilike(eb.ref('saved_queries.description'), pattern),
    ilike(eb.ref('saved_queries.sql'), pattern),
  ]);
});

const refIs = (fk: 'database_id' | 'created_by_fk' | 'changed_by_fk'): Op =>
  filterOperator('Relation', IdValue, (eb, v) => eb(`saved_queries.${fk}`, '=', v));

const databaseName = (eb: Eb<'saved_queries'>) =>
  eb
    .selectFrom('databases')
    .select('databases.database_name')
    .whereRef('databases.id', '=', 'saved_queries.database_id')
    .$asScalar();

const createdByName = (eb: Eb<'saved_queries'>) =>
  eb
    .selectFrom('users')
    .select('users.first_name')
    .whereRef('users.id', '=', 'saved_queries.created_by_fk')
    .$asScalar();

/** Superset's SavedQueryRestApi search_filters and order_columns, default changed_on desc. */
export const savedQueryListResource: ListResource<'saved_queries', Caller> = {
  from: (db) => db.selectFrom('saved_queries'),
  id,
  // Superset shows each user their own saved queries, and admins everything.
  visible: (caller) => {
    if (caller.isAdmin) return null;
    const userId = caller.userId;
    return (eb) => (userId === null ? eb.lit(false) : eb('saved_queries.created_by_fk', '=', userId));
  },
  filters: {
    label: { ct: contains(label), eq: equals(label, z.string().max(256)), all_text: allText },
    all_text: { ct: allText },
    database: { rel_o_m: refIs('database_id') },
    schema: { eq: equals(schema, z.string().max(256)), ct: contains(schema) },
    created_by: { rel_o_m: refIs('created_by_fk') },
    changed_by: { rel_o_m: refIs('changed_by_fk') },
    id: { eq: equals(id, IdValue) },
  },
  sorts: {
    id,
    label: (eb) => orEmpty(label(eb)),
    schema: (eb) => orEmpty(schema(eb)),
    description: (eb) => orEmpty(eb.ref('saved_queries.description')),
    sql: (eb) => eb.ref('saved_queries.sql'),
    'database.database_name': (eb) => orEmpty(databaseName(eb)),
    'created_by.first_name': (eb) => orEmpty(createdByName(eb)),
    created_on: (eb) => eb.ref('saved_queries.created_on'),
    changed_on: (eb) => eb.ref('saved_queries.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('saved_queries.changed_on'),
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: { schema, label },
};
