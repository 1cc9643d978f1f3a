import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, canEditOwned, isAdmin, makeCaller } from './caller.js';
import { PermissionSet } from './permissions.js';

describe('isAdmin', () => {
  it('holds for a role named admin in any case, by name or as a role row', () => {
    expect(isAdmin([ADMIN_ROLE])).toBe(true);
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['ADMIN'])).toBe(true);
    expect(isAdmin([{ name: 'aDmIn' }])).toBe(true);
    expect(isAdmin([{ name: 'Gamma' }, { name: 'Admin' }])).toBe(true);
  });
  it('does not hold for other roles, lookalikes or none', () => {
    expect(isAdmin([])).toBe(false);
    expect(isAdmin(['Alpha', 'sql_lab'])).toBe(false);
    expect(isAdmin(['Admins', ' admin', 'administrator'])).toBe(false);
    expect(isAdmin([{ name: 'Gamma' }])).toBe(false);
  });
});

describe('makeCaller', () => {
  it('derives role ids, admin and guest from the user and roles', () => {
    const caller = makeCaller({ id: 4, username: 'ann' }, [{ id: 9, name: 'admin' }], [['can_read', 'Chart']]);
    expect(caller).toMatchObject({ userId: 4, username: 'ann', roleIds: [9], isAdmin: true, guest: false });
    expect(caller.perms.has('can_read', 'Chart')).toBe(true);
  });
  it('is a guest with no user, keeping the Public role grants it is given', () => {
    const perms = new PermissionSet([['can_read', 'Dashboard']]);
    const caller = makeCaller(null, [{ id: 5, name: 'Public' }], perms);
    expect(caller).toMatchObject({ userId: null, username: null, roleIds: [5], isAdmin: false, guest: true });
    expect(caller.perms).toBe(perms);
  });
});

describe('canEditOwned', () => {
  it('lets admins edit anything and others only what they own', () => {
    expect(canEditOwned({ userId: 1, isAdmin: true }, [])).toBe(true);
    expect(canEditOwned({ userId: 2, isAdmin: false }, [2, 3])).toBe(true);
    expect(canEditOwned({ userId: 4, isAdmin: false }, [2, 3])).toBe(false);
  });
  it('gives nobody signed in nothing, even with no owners', () => {
    expect(canEditOwned({ userId: null, isAdmin: false }, [])).toBe(false);
  });
  it('follows the admin rule without case when built from roles', () => {
    const caller = makeCaller({ id: 8, username: 'bo' }, [{ id: 1, name: 'ADMIN' }], []);
    expect(canEditOwned(caller, [2])).toBe(true);
  });
});
