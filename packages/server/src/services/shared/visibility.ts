import { canAccessDataset, type Caller, type DataAccessPermission, type PermissionTuple } from '@tessera/core';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Eb, Predicate } from './list/list-resource.js';

// Which rows a caller sees, as the SQL predicates of Superset's base filters: DatasourceFilter for
// datasets, ChartFilter for charts and DashboardAccessFilter for dashboards. Lists, favourites,
// recent activity and the detail routes all apply these, so no resource asks another who sees what.

/** The data-access grants of a caller, as the view names canAccessDataset checks. */
export interface DataAccessGrants {
  /** all_datasource_access or all_database_access. */
  all: boolean;
  database: readonly string[];
  schema: readonly string[];
  datasource: readonly string[];
}

/** The grants of a caller's pairs (`caller.perms`). */
export const dataAccessGrants = (perms: Iterable<PermissionTuple>): DataAccessGrants => {
  const pairs = [...perms];
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

const datasetOwnedBy = (eb: Eb<'datasets'>, userId: number): Expression<SqlBool> =>
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
    if (userId !== null) anyOf.push(datasetOwnedBy(eb, userId));
    return anyOf.length === 0 ? eb.lit(false) : eb.or(anyOf);
  };
};

/** Every dataset, or the ids of those the caller may read (Superset's datasource perms plus ownership). */
export type DatasetAccess = 'all' | number[];

export const hasGlobalAccess = (caller: Caller): boolean =>
  caller.perms.has('all_datasource_access', 'all_datasource_access') ||
  caller.perms.has('all_database_access', 'all_database_access');

/**
 * The datasets the caller can read, through the one rule the rest of the server uses
 * (canAccessDataset). Computed once per request so list SQL can bind the ids.
 */
export const accessibleDatasets = async (db: Kysely<DB>, caller: Caller): Promise<DatasetAccess> => {
  // A guest token reads exactly the datasets of its dashboards (Superset's has_guest_access).
  if (caller.embed) return [...caller.embed.datasetIds];
  if (hasGlobalAccess(caller)) return 'all';
  const rows = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.id', 'd.table_name', 'd.schema', 'd.database_id', 'db.database_name'])
    .execute();
  const owned = new Set<number>();
  if (caller.userId !== null) {
    const mine = await db
      .selectFrom('dataset_owners')
      .select('dataset_id')
      .where('user_id', '=', caller.userId)
      .execute();
    for (const o of mine) owned.add(o.dataset_id);
  }
  return rows
    .filter((r) =>
      canAccessDataset(caller.perms, caller.userId, {
        id: r.id,
        tableName: r.table_name,
        schema: r.schema,
        databaseId: r.database_id,
        databaseName: r.database_name,
        ownerIds: owned.has(r.id) && caller.userId !== null ? [caller.userId] : [],
      }),
    )
    .map((r) => r.id);
};

export const chartOwnedBy = (eb: Eb<'charts'>, userId: number) =>
  eb(
    'charts.id',
    'in',
    eb.selectFrom('chart_owners').select('chart_owners.chart_id').where('chart_owners.user_id', '=', userId),
  );

/** Superset's ChartFilter: charts on a dataset the caller can read, plus the charts they own. */
export const chartVisibility = (access: DatasetAccess, userId: number | null): Predicate<'charts'> | null => {
  if (access === 'all') return null;
  return (eb) =>
    eb.or([
      ...(access.length > 0 ? [eb('charts.datasource_id', 'in', access)] : []),
      ...(userId !== null ? [chartOwnedBy(eb, userId)] : []),
    ]);
};

/**
 * A Caller listing dashboards, with the datasets it can read when withReadableDatasets resolved
 * them up front (null: the rule stays a subquery).
 */
export interface DashboardListScope {
  caller: Caller;
  readableDatasetIds: readonly number[] | null;
}

/** Beyond this many readable datasets the rule stays a subquery rather than a list of bound ids. */
const MAX_BOUND_DATASETS = 1000;

/**
 * Resolves the caller's readable datasets once per request so the visibility SQL binds their ids:
 * PostgreSQL then estimates the charts on them instead of planning for most of the table (about
 * twice as fast at 50,000 charts). Same rule as the subquery; admins and all-access callers skip it.
 */
export const withReadableDatasets = async (db: Kysely<DB>, caller: Caller): Promise<DashboardListScope> => {
  const grants = dataAccessGrants(caller.perms);
  if (caller.isAdmin || grants.all) return { caller, readableDatasetIds: null };
  const readable = datasetVisibility(grants, caller.userId);
  const rows = await db
    .selectFrom('datasets')
    .select('datasets.id')
    .where((eb) => (readable ? readable(eb) : eb.lit(true)))
    .execute();
  return { caller, readableDatasetIds: rows.length > MAX_BOUND_DATASETS ? null : rows.map((r) => r.id) };
};

export const dashboardOwnedBy = (eb: Eb<'dashboards'>, userId: number): Expression<SqlBool> =>
  eb(
    'dashboards.id',
    'in',
    eb
      .selectFrom('dashboard_owners')
      .select('dashboard_owners.dashboard_id')
      .where('dashboard_owners.user_id', '=', userId),
  );

/**
 * Dashboards holding at least one chart on a dataset the caller can read; the dataset rule is
 * datasetVisibility's, as the ids withReadableDatasets resolved or else as a subquery on `datasets`.
 */
const hasReadableChart = (
  eb: Eb<'dashboards'>,
  caller: Caller,
  grants: DataAccessGrants,
  ids: readonly number[] | null,
): Expression<SqlBool> => {
  if (ids?.length === 0) return eb.lit(false);
  const readable = ids ? null : datasetVisibility(grants, caller.userId);
  const datasets = ids
    ? [...ids]
    : eb
        .selectFrom('datasets')
        .select('datasets.id')
        .where((dsEb) => (readable ? readable(dsEb) : dsEb.lit(true)));
  return eb.exists(
    eb
      .selectFrom('dashboard_charts')
      .innerJoin('charts', 'charts.id', 'dashboard_charts.chart_id')
      .select('dashboard_charts.chart_id')
      .whereRef('dashboard_charts.dashboard_id', '=', 'dashboards.id')
      .where('charts.datasource_id', 'in', datasets),
  );
};

/**
 * Superset's DashboardAccessFilter with DASHBOARD_RBAC: admins see everything; a dashboard with
 * roles is seen only by its owners and, once published, by members of those roles; any other
 * dashboard by its owners, by all-access callers, and once published by whoever can read one of
 * its charts' datasets.
 */
export const dashboardVisibility = (caller: Caller, readableDatasetIds: readonly number[] | null = null) => {
  const { embed } = caller;
  // A guest sees the dashboards its token names, published or not, and nothing else.
  if (embed)
    return (eb: Eb<'dashboards'>): Expression<SqlBool> => eb('dashboards.id', 'in', [0, ...embed.dashboards.keys()]);
  if (caller.isAdmin) return null;
  const grants = dataAccessGrants(caller.perms);
  return (eb: Eb<'dashboards'>): Expression<SqlBool> => {
    const published = eb('dashboards.published', '=', 1);
    const hasRoles = eb.exists(
      eb
        .selectFrom('dashboard_roles')
        .select('dashboard_roles.role_id')
        .whereRef('dashboard_roles.dashboard_id', '=', 'dashboards.id'),
    );
    const viaRoles =
      caller.roleIds.length === 0
        ? eb.lit(false)
        : eb(
            'dashboards.id',
            'in',
            eb
              .selectFrom('dashboard_roles')
              .select('dashboard_roles.dashboard_id')
              .where('dashboard_roles.role_id', 'in', [...caller.roleIds]),
          );
    const viaData = grants.all
      ? eb.lit(true)
      : eb.and([published, hasReadableChart(eb, caller, grants, readableDatasetIds)]);
    return eb.or([
      ...(caller.userId !== null ? [dashboardOwnedBy(eb, caller.userId)] : []),
      eb.and([published, viaRoles]),
      eb.and([eb.not(hasRoles), viaData]),
    ]);
  };
};
