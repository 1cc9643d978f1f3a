import type { DataAccessPermission } from '@tessera/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Eb, Predicate } from './list/list-resource.js';

/** The data-access grants of a caller, as the view names canAccessDataset checks. */
export interface DataAccessGrants {
  /** all_datasource_access or all_database_access. */
  all: boolean;
  database: readonly string[];
  schema: readonly string[];
  datasource: readonly string[];
}

export const dataAccessGrants = (pairs: readonly (readonly [string, string])[]): DataAccessGrants => {
  const views = (permission: DataAccessPermission): string[] => [
    ...new Set(pairs.filter(([p]) => p === permission).map(([, v]) => v)),
  ];
  return {
    all: pairs.some(([p, v]) => p === v && (p === 'all_datasource_access' || p === 'all_database_access')),
    database: views('database_access'),
    schema: views('schema_access'),
    datasource: views('datasource_access'),
  };
};

type Text = Expression<string | null>;
type Id = Expression<number>;

/**
 * The view names of core's databasePermView, schemaPermView and datasourcePermView, built in SQL
 * so grants match row by row; a NULL part (no schema) yields NULL, which matches nothing.
 */
export const databaseView = (name: Text, id: Id): Expression<string> =>
  sql<string>`'[' || ${name} || '].(id:' || cast(${id} as text) || ')'`;
const schemaView = (name: Text, schema: Text): Expression<string> =>
  sql<string>`'[' || ${name} || '].[' || ${schema} || ']'`;
const datasourceView = (name: Text, table: Text, id: Id): Expression<string> =>
  sql<string>`'[' || ${name} || '].[' || ${table} || '](id:' || cast(${id} as text) || ')'`;

export const viewIn = (view: Expression<string>, names: readonly string[]): Expression<SqlBool> =>
  sql<SqlBool>`${view} in (${sql.join(names)})`;

const ownedBy = (eb: Eb<'datasets'>, userId: number): Expression<SqlBool> =>
  eb(
    'datasets.id',
    'in',
    eb.selectFrom('dataset_owners').select('dataset_owners.dataset_id').where('dataset_owners.user_id', '=', userId),
  );

/**
 * Superset's DatasourceFilter, the rule canAccessDataset applies to one dataset, as one SQL
 * predicate: a database, schema or datasource grant, or ownership. Null when every row is visible.
 */
export const datasetVisibility = (grants: DataAccessGrants, userId: number | null): Predicate<'datasets'> | null => {
  if (grants.all) return null;
  const anyGrant = grants.database.length + grants.schema.length + grants.datasource.length > 0;
  return (eb) => {
    const anyOf: Expression<SqlBool>[] = [];
    if (anyGrant) {
      const granted = eb
        .selectFrom('databases')
        .select('databases.id')
        .whereRef('databases.id', '=', 'datasets.database_id')
        .where((sub) => {
          const name = sub.ref('databases.database_name');
          const views: Expression<SqlBool>[] = [];
          if (grants.database.length > 0) {
            views.push(viewIn(databaseView(name, sub.ref('databases.id')), grants.database));
          }
          if (grants.schema.length > 0) views.push(viewIn(schemaView(name, sub.ref('datasets.schema')), grants.schema));
          if (grants.datasource.length > 0) {
            const view = datasourceView(name, sub.ref('datasets.table_name'), sub.ref('datasets.id'));
            views.push(viewIn(view, grants.datasource));
          }
          return sub.or(views);
        });
      anyOf.push(eb.exists(granted));
    }
    if (userId !== null) anyOf.push(ownedBy(eb, userId));
    return anyOf.length === 0 ? eb.lit(false) : eb.or(anyOf);
  };
};
