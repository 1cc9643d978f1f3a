import type { PermissionView } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { groupPermissions, shownPermissions } from './permission-groups';

let nextId = 1;
const pv = (permission: string, view_menu: string, target?: PermissionView['target']): PermissionView => ({
  id: nextId++,
  permission,
  view_menu,
  ...(target !== undefined && { target }),
});

const CATALOGUE: PermissionView[] = [
  pv('can_write', 'Role'),
  pv('can_read', 'Dashboard'),
  pv('can_read', 'Chart'),
  pv('can_write', 'Chart'),
  pv('can_read', 'User'),
  pv('can_grant_guest_token', 'Tessera'),
  pv('can_csv', 'Tessera'),
  pv('can_read', 'Explore'),
  pv('all_datasource_access', 'all_datasource_access'),
  pv('datasource_access', '[warehouse].[orders](id:7)', { database: 'warehouse', schema: 'public', table: 'orders' }),
  pv('database_access', '[warehouse].(id:2)', { database: 'warehouse', schema: null, table: null }),
  pv('datasource_access', '[examples].[flights](id:1)', { database: 'examples', schema: 'main', table: 'flights' }),
  pv('datasource_access', '[examples].[cars](id:4)', { database: 'examples', schema: 'main', table: 'cars' }),
  pv('schema_access', '[examples].[main]', { database: 'examples', schema: 'main', table: null }),
  pv('database_access', '[examples].(id:1)', { database: 'examples', schema: null, table: null }),
  pv('schema_access', '[warehouse].[public]', { database: 'warehouse', schema: 'public', table: null }),
  pv('datasource_access', '[gone].[old](id:99)'),
];

const labels = (views: readonly PermissionView[]): string[] => views.map((v) => `${v.permission} on ${v.view_menu}`);

describe('groupPermissions', () => {
  it('puts data access by database, then its schemas with their datasets, sorted by name', () => {
    const groups = groupPermissions(CATALOGUE, '');
    expect(labels(groups.globalData)).toEqual(['all_datasource_access on all_datasource_access']);
    expect(groups.databases.map((db) => db.name)).toEqual(['examples', 'warehouse']);
    const [examples, warehouse] = groups.databases;
    expect(examples?.view?.view_menu).toBe('[examples].(id:1)');
    expect(examples?.schemas.map((s) => s.name)).toEqual(['main']);
    expect(examples?.schemas[0]?.view?.view_menu).toBe('[examples].[main]');
    expect(examples?.schemas[0]?.datasets.map((d) => d.target?.table)).toEqual(['cars', 'flights']);
    expect(warehouse?.schemas[0]?.datasets.map((d) => d.target?.table)).toEqual(['orders']);
    expect(labels(groups.otherData)).toEqual(['datasource_access on [gone].[old](id:99)']);
  });

  it('keeps content views in Superset resource order and admin views and permissions apart', () => {
    const groups = groupPermissions(CATALOGUE, '');
    expect(groups.content.map((g) => g.name)).toEqual(['Chart', 'Dashboard', 'Explore', 'Tessera']);
    expect(labels(groups.content[0]?.permissions ?? [])).toEqual(['can_read on Chart', 'can_write on Chart']);
    expect(labels(groups.content[3]?.permissions ?? [])).toEqual(['can_csv on Tessera']);
    expect(groups.admin.map((g) => g.name)).toEqual(['User', 'Role', 'Tessera']);
    expect(labels(groups.admin[2]?.permissions ?? [])).toEqual(['can_grant_guest_token on Tessera']);
  });

  it('finds one dataset by its table name, showing its database and schema but not granting them', () => {
    const groups = groupPermissions(CATALOGUE, 'CARS');
    expect(groups.databases).toHaveLength(1);
    const [examples] = groups.databases;
    expect(examples?.name).toBe('examples');
    expect(examples?.view).toBeNull();
    expect(examples?.schemas[0]?.view).toBeNull();
    expect(labels(shownPermissions(groups))).toEqual(['datasource_access on [examples].[cars](id:4)']);
    expect(groups.content).toEqual([]);
    expect(groups.admin).toEqual([]);
  });

  it('matches a schema name to the schema and every dataset in it, across words and groups', () => {
    expect(labels(shownPermissions(groupPermissions(CATALOGUE, 'public')))).toEqual([
      'schema_access on [warehouse].[public]',
      'datasource_access on [warehouse].[orders](id:7)',
    ]);
    expect(labels(shownPermissions(groupPermissions(CATALOGUE, 'read chart')))).toEqual(['can_read on Chart']);
    expect(labels(shownPermissions(groupPermissions(CATALOGUE, 'can_read')))).toEqual([
      'can_read on Chart',
      'can_read on Dashboard',
      'can_read on Explore',
      'can_read on User',
    ]);
  });

  it('lists every permission exactly once when nothing is searched', () => {
    const shown = shownPermissions(groupPermissions(CATALOGUE, '  '));
    expect(shown).toHaveLength(CATALOGUE.length);
    expect(new Set(shown.map((v) => v.id)).size).toBe(CATALOGUE.length);
  });
});
