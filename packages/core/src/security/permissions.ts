/** Resources that carry can_read / can_write pairs (Superset's class permission names). */
export const RESOURCES = [
  'Chart',
  'Dashboard',
  'Dataset',
  'Database',
  'Query',
  'SavedQuery',
  'ReportSchedule',
  'CssTemplate',
  'Annotation',
  'Log',
  'Tag',
  'User',
  'Role',
  'RowLevelSecurity',
  'DynamicPlugin',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** The view name that holds app-wide permissions such as can_csv and can_sqllab. */
export const APP_VIEW = 'Tessera';

/** Explore's views, named as Superset's API classes are, so exported roles carry over. */
export const EXPLORE_VIEWS = {
  explore: 'Explore',
  permalink: 'ExplorePermalinkRestApi',
  formData: 'ExploreFormDataRestApi',
} as const;

export const GLOBAL_DATA_PERMISSIONS = ['all_datasource_access', 'all_database_access', 'all_query_access'] as const;
export type GlobalDataPermission = (typeof GLOBAL_DATA_PERMISSIONS)[number];

/** Per-object data access permissions; their view names follow Superset's bracket format. */
export const DATA_ACCESS_PERMISSIONS = ['database_access', 'schema_access', 'datasource_access'] as const;
export type DataAccessPermission = (typeof DATA_ACCESS_PERMISSIONS)[number];

export type PermissionTuple = readonly [permission: string, viewMenu: string];

export const databasePermView = (databaseName: string, databaseId: number): string =>
  `[${databaseName}].(id:${databaseId})`;

export const schemaPermView = (databaseName: string, schema: string): string => `[${databaseName}].[${schema}]`;

export const datasourcePermView = (databaseName: string, tableName: string, datasetId: number): string =>
  `[${databaseName}].[${tableName}](id:${datasetId})`;

/** A set of permission pairs with O(1) lookup; built once per request. */
export class PermissionSet {
  private readonly keys: Set<string>;

  constructor(pairs: Iterable<PermissionTuple>) {
    this.keys = new Set();
    for (const [p, v] of pairs) this.keys.add(`${p}\u0000${v}`);
  }

  has(permission: string, viewMenu: string): boolean {
    return this.keys.has(`${permission}\u0000${viewMenu}`);
  }

  get size(): number {
    return this.keys.size;
  }

  /** The pairs, each once (the data-access views of list filters and `/me/roles/`). */
  *[Symbol.iterator](): IterableIterator<PermissionTuple> {
    for (const key of this.keys) {
      const at = key.indexOf('\u0000');
      yield [key.slice(0, at), key.slice(at + 1)] as const;
    }
  }

  /** Whether any view of `permission` starts with `prefix` (schema grants inside one database). */
  hasAnyWithPrefix(permission: string, prefix: string): boolean {
    const start = `${permission}\u0000${prefix}`;
    for (const k of this.keys) if (k.startsWith(start)) return true;
    return false;
  }
}

export interface DatasetRef {
  id: number;
  tableName: string;
  schema: string | null;
  databaseId: number;
  databaseName: string;
  ownerIds: readonly number[];
}

/**
 * Superset's raise_for_access for one dataset: any global grant, database, schema or
 * datasource grant, or ownership gives access.
 */
export const canAccessDataset = (perms: PermissionSet, userId: number | null, ds: DatasetRef): boolean =>
  perms.has('all_datasource_access', 'all_datasource_access') ||
  perms.has('all_database_access', 'all_database_access') ||
  perms.has('database_access', databasePermView(ds.databaseName, ds.databaseId)) ||
  (ds.schema !== null && perms.has('schema_access', schemaPermView(ds.databaseName, ds.schema))) ||
  perms.has('datasource_access', datasourcePermView(ds.databaseName, ds.tableName, ds.id)) ||
  (userId !== null && ds.ownerIds.includes(userId));

export const canAccessDatabase = (perms: PermissionSet, db: { id: number; name: string }): boolean =>
  perms.has('all_database_access', 'all_database_access') ||
  perms.has('database_access', databasePermView(db.name, db.id));

/**
 * SQL Lab offers a database to callers with access to it, to one of its schemas or to a dataset on
 * it (Superset's DatabaseFilter); each table a query reads is then checked on its own.
 */
export const canUseDatabaseInSqlLab = (perms: PermissionSet, db: { id: number; name: string }): boolean =>
  canAccessDatabase(perms, db) ||
  perms.has('all_datasource_access', 'all_datasource_access') ||
  perms.hasAnyWithPrefix('schema_access', `[${db.name}].[`) ||
  perms.hasAnyWithPrefix('datasource_access', `[${db.name}].[`);
