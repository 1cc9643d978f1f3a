import { describe, expect, it } from 'vitest';
import { BUILTIN_ROLE_PERMISSIONS } from './roles.js';
import { PermissionSet, canAccessDataset, datasourcePermView } from './permissions.js';

const set = (role: keyof typeof BUILTIN_ROLE_PERMISSIONS) => new PermissionSet(BUILTIN_ROLE_PERMISSIONS[role]);
const flights = { id: 3, tableName: 'flights', schema: 'main', databaseId: 1, databaseName: 'examples', ownerIds: [7] };

describe('built-in roles', () => {
  it('Admin can manage users, Alpha and Gamma cannot', () => {
    expect(set('Admin').has('can_write', 'User')).toBe(true);
    expect(set('Alpha').has('can_write', 'User')).toBe(false);
    expect(set('Gamma').has('can_read', 'User')).toBe(false);
  });
  it('Alpha has all data but no SQL Lab; sql_lab has SQL Lab but no data', () => {
    expect(canAccessDataset(set('Alpha'), 1, flights)).toBe(true);
    expect(set('Alpha').has('can_sqllab', 'Tessera')).toBe(false);
    expect(set('sql_lab').has('can_sqllab', 'Tessera')).toBe(true);
    expect(canAccessDataset(set('sql_lab'), 1, flights)).toBe(false);
  });
  it('Gamma sees a dataset only when granted or owning it', () => {
    expect(canAccessDataset(set('Gamma'), 1, flights)).toBe(false);
    expect(canAccessDataset(set('Gamma'), 7, flights)).toBe(true);
    const granted = new PermissionSet([
      ...BUILTIN_ROLE_PERMISSIONS.Gamma,
      ['datasource_access', datasourcePermView('examples', 'flights', 3)],
    ]);
    expect(canAccessDataset(granted, 1, flights)).toBe(true);
  });
  it('only Admin may export and import all assets at once', () => {
    for (const permission of ['can_export', 'can_import']) {
      expect(set('Admin').has(permission, 'ImportExportRestApi')).toBe(true);
      for (const role of ['Alpha', 'Gamma', 'sql_lab', 'Public'] as const)
        expect(set(role).has(permission, 'ImportExportRestApi')).toBe(false);
    }
  });
  it('Public is empty by default', () => {
    expect(BUILTIN_ROLE_PERMISSIONS.Public).toHaveLength(0);
  });
});

describe('PermissionSet', () => {
  it('iterates its pairs once each', () => {
    const perms = new PermissionSet([
      ['can_read', 'Chart'],
      ['database_access', '[examples].(id:1)'],
      ['can_read', 'Chart'],
    ]);
    expect([...perms]).toEqual([
      ['can_read', 'Chart'],
      ['database_access', '[examples].(id:1)'],
    ]);
  });
});
