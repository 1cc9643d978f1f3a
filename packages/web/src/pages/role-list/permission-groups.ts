import {
  DATA_ACCESS_PERMISSIONS,
  EXPLORE_VIEWS,
  GLOBAL_DATA_PERMISSIONS,
  RESOURCES,
  isAdminOnlyResource,
  type PermissionView,
  type Resource,
} from '@tessera/core';
import { matchesSearch } from './permission-selection';

// How the roles editor lays out the permission catalogue: data access by database (its own grant,
// then each schema's with the datasets under it), then content (class permissions per view), then
// administration. Pure, so the layout and the search are tested without rendering.

export interface SchemaNode {
  /** null for datasets whose database has no schemas. */
  name: string | null;
  /** The schema's `schema_access`, when it matches the search. */
  view: PermissionView | null;
  datasets: PermissionView[];
}

export interface DatabaseNode {
  name: string;
  /** The database's `database_access`, when it matches the search. */
  view: PermissionView | null;
  schemas: SchemaNode[];
}

export interface ViewGroup {
  /** The view menu, e.g. `Chart`. */
  name: string;
  permissions: PermissionView[];
}

export interface PermissionGroups {
  /** all_datasource_access, all_database_access, all_query_access. */
  globalData: PermissionView[];
  databases: DatabaseNode[];
  /** Data-access permissions on objects that no longer exist (granted by name before). */
  otherData: PermissionView[];
  content: ViewGroup[];
  admin: ViewGroup[];
}

/** Superset's ADMIN_ONLY_PERMISSIONS outside the admin-only views. */
const ADMIN_PERMISSIONS: ReadonlySet<string> = new Set([
  'can_grant_guest_token',
  'can_set_embedded',
  'can_warm_up_cache',
]);
const GLOBAL: ReadonlySet<string> = new Set(GLOBAL_DATA_PERMISSIONS);
const DATA: ReadonlySet<string> = new Set(DATA_ACCESS_PERMISSIONS);
const RESOURCE_NAMES: ReadonlySet<string> = new Set(RESOURCES);
/** Content views in the order users meet them: Superset's resources, then explore's views. */
const VIEW_ORDER: readonly string[] = [...RESOURCES, ...Object.values(EXPLORE_VIEWS)];

const isAdminView = (view: string): boolean => RESOURCE_NAMES.has(view) && isAdminOnlyResource(view as Resource);

/** Whether the search words occur in the permission, its view or the names of the object it opens. */
export const matchesPermission = (view: PermissionView, search: string): boolean => {
  const target = view.target;
  const names = target === undefined ? '' : ` ${target.database} ${target.schema ?? ''} ${target.table ?? ''}`;
  return matchesSearch({ permission: view.permission, view_menu: `${view.view_menu}${names}` }, search);
};

const byName = (a: string, b: string): number => a.localeCompare(b, undefined, { sensitivity: 'base' });

const viewGroups = (views: readonly PermissionView[]): ViewGroup[] => {
  const groups = new Map<string, PermissionView[]>();
  for (const view of views) groups.set(view.view_menu, [...(groups.get(view.view_menu) ?? []), view]);
  const rank = (name: string): number => {
    const at = VIEW_ORDER.indexOf(name);
    return at === -1 ? VIEW_ORDER.length : at;
  };
  return [...groups.entries()]
    .map(([name, permissions]) => ({
      name,
      permissions: permissions.sort((a, b) => byName(a.permission, b.permission)),
    }))
    .sort((a, b) => rank(a.name) - rank(b.name) || byName(a.name, b.name));
};

const databaseNodes = (views: readonly PermissionView[]): DatabaseNode[] => {
  const databases = new Map<string, { view: PermissionView | null; schemas: Map<string | null, SchemaNode> }>();
  const databaseOf = (name: string) => {
    let node = databases.get(name);
    if (node === undefined) {
      node = { view: null, schemas: new Map() };
      databases.set(name, node);
    }
    return node;
  };
  const schemaOf = (database: string, name: string | null): SchemaNode => {
    const schemas = databaseOf(database).schemas;
    let node = schemas.get(name);
    if (node === undefined) {
      node = { name, view: null, datasets: [] };
      schemas.set(name, node);
    }
    return node;
  };
  for (const view of views) {
    const target = view.target;
    if (target === undefined) continue;
    if (view.permission === 'database_access') databaseOf(target.database).view = view;
    else if (view.permission === 'schema_access') schemaOf(target.database, target.schema).view = view;
    else schemaOf(target.database, target.schema).datasets.push(view);
  }
  const tableOf = (view: PermissionView): string => view.target?.table ?? view.view_menu;
  return [...databases.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([name, node]) => ({
      name,
      view: node.view,
      schemas: [...node.schemas.values()]
        .map((schema) => ({ ...schema, datasets: schema.datasets.sort((a, b) => byName(tableOf(a), tableOf(b))) }))
        .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : byName(a.name, b.name))),
    }));
};

/** Groups the permissions that match `search` (every word, case-insensitive); empty groups are left out. */
export const groupPermissions = (catalogue: readonly PermissionView[], search: string): PermissionGroups => {
  const shown = catalogue.filter((view) => matchesPermission(view, search));
  const globalData = shown.filter((view) => GLOBAL.has(view.permission));
  const data = shown.filter((view) => DATA.has(view.permission));
  const rest = shown.filter((view) => !GLOBAL.has(view.permission) && !DATA.has(view.permission));
  const admin = rest.filter((view) => isAdminView(view.view_menu) || ADMIN_PERMISSIONS.has(view.permission));
  return {
    globalData: globalData.sort((a, b) => byName(a.permission, b.permission)),
    databases: databaseNodes(data),
    otherData: data.filter((view) => view.target === undefined).sort((a, b) => byName(a.view_menu, b.view_menu)),
    content: viewGroups(rest.filter((view) => !admin.includes(view))),
    admin: viewGroups(admin),
  };
};

/** Every permission the groups show, in display order (what "Select shown" selects). */
export const shownPermissions = (groups: PermissionGroups): PermissionView[] => [
  ...groups.globalData,
  ...groups.databases.flatMap((db) => [
    ...(db.view === null ? [] : [db.view]),
    ...db.schemas.flatMap((schema) => [...(schema.view === null ? [] : [schema.view]), ...schema.datasets]),
  ]),
  ...groups.otherData,
  ...groups.content.flatMap((group) => group.permissions),
  ...groups.admin.flatMap((group) => group.permissions),
];
