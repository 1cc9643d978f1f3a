import type { Caller } from '@tessera/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { IdValue, contains, endsWith, equals, flagFilter, oneOf, startsWith } from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type FilterOperator, type ListResource } from '../shared/list/list-resource.js';
import { dataAccessGrants, datasetVisibility } from '../shared/visibility.js';

type Op = FilterOperator<'datasets', Caller>;
type TextColumn = 'table_name' | 'schema' | 'catalog' | 'uuid';

const col =
  <C extends TextColumn>(name: C) =>
  (eb: Eb<'datasets'>) =>
    eb.ref(`datasets.${name}`);
const id = (eb: Eb<'datasets'>) => eb.ref('datasets.id');
const databaseId = (eb: Eb<'datasets'>) => eb.ref('datasets.database_id');
const Text = z.string().max(1024);

/** Superset's DatasetIsNullOrEmptyFilter: true means physical (no SQL), false virtual. */
const isPhysical = (eb: Eb<'datasets'>): Expression<SqlBool> =>
  eb.or([eb('datasets.sql', 'is', null), eb('datasets.sql', '=', '')]);

// Literals rather than parameters: PostgreSQL cannot type a parameter-only CASE in ORDER BY.
const kind = (eb: Eb<'datasets'>) => sql<string>`case when ${isPhysical(eb)} then 'physical' else 'virtual' end`;

// Text sorts treat NULL as '' so SQLite and PostgreSQL (which place NULLs at opposite ends) agree.
const orEmpty = (e: Expression<string | null>) => sql<string>`coalesce(${e}, '')`;

const databaseName = (eb: Eb<'datasets'>) =>
  eb
    .selectFrom('databases')
    .select('databases.database_name')
    .whereRef('databases.id', '=', 'datasets.database_id')
    .$asScalar();

const changedByName = (eb: Eb<'datasets'>) =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', 'datasets.changed_by_fk').$asScalar();

/** `rel_o_m`: a foreign key equals the given id (or `{value}` option). */
const refIs = (fk: 'database_id' | 'created_by_fk' | 'changed_by_fk'): Op =>
  filterOperator('Relation', IdValue, (eb, v) => eb(`datasets.${fk}`, '=', v));

const certified: Op = flagFilter('Is certified', (eb) =>
  eb.and([eb('datasets.certified_by', 'is not', null), eb('datasets.certified_by', '<>', '')]),
);

const text = (name: 'table_name' | 'schema' | 'catalog') => ({
  ct: contains<'datasets', Caller>(col(name)),
  sw: startsWith<'datasets', Caller>(col(name)),
  ew: endsWith<'datasets', Caller>(col(name)),
  eq: equals<'datasets', Caller, string>(col(name), Text),
  neq: equals<'datasets', Caller, string>(col(name), Text, true),
});

/** Superset's DatasetRestApi search columns and filters, order_columns and its default changed_on desc. */
export const datasetListResource: ListResource<'datasets', Caller> = {
  from: (db) => db.selectFrom('datasets'),
  id,
  visible: (caller) => datasetVisibility(dataAccessGrants(caller.perms), caller.userId),
  filters: {
    table_name: text('table_name'),
    schema: { ...text('schema'), in: oneOf(col('schema'), Text) },
    catalog: text('catalog'),
    database: { rel_o_m: refIs('database_id') },
    sql: { dataset_is_null_or_empty: flagFilter('Null or Empty', isPhysical) },
    owners: {
      rel_m_m: filterOperator('Relation as Many', IdValue, (eb, v) =>
        eb(
          'datasets.id',
          'in',
          eb.selectFrom('dataset_owners').select('dataset_owners.dataset_id').where('dataset_owners.user_id', '=', v),
        ),
      ),
    },
    created_by: { rel_o_m: refIs('created_by_fk') },
    changed_by: { rel_o_m: refIs('changed_by_fk') },
    id: { eq: equals(id, IdValue), in: oneOf(id, IdValue), dataset_is_certified: certified },
    is_certified: { dataset_is_certified: certified },
    uuid: { eq: equals(col('uuid'), z.string().max(64)) },
  },
  sorts: {
    id,
    table_name: col('table_name'),
    schema: (eb) => orEmpty(eb.ref('datasets.schema')),
    catalog: (eb) => orEmpty(eb.ref('datasets.catalog')),
    kind,
    sql: (eb) => orEmpty(eb.ref('datasets.sql')),
    database_id: databaseId,
    'database.database_name': databaseName,
    changed_on: (eb) => eb.ref('datasets.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('datasets.changed_on'),
    'changed_by.first_name': (eb) => orEmpty(changedByName(eb)),
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: {
    schema: col('schema'),
    table_name: col('table_name'),
  },
};
