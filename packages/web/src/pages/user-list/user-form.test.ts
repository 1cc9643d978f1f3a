import type { Role, User } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { removesOwnAdmin, userToForm } from './user-form';

const role = (id: number, name: string): Role => ({ id, name, builtin: false, permissions: [], user_count: 1 });
const ROLES = [role(1, 'Admin'), role(2, 'Gamma'), role(3, 'admin')];

const user = (id: number, roleIds: number[]): User => ({
  id,
  username: `u${id}`,
  first_name: 'U',
  last_name: 'Ser',
  email: `u${id}@example.com`,
  active: true,
  roles: ROLES.filter((r) => roleIds.includes(r.id)).map(({ id: rid, name }) => ({ id: rid, name })),
  created_on: null,
  changed_on: null,
  last_login: null,
});

describe('removesOwnAdmin', () => {
  it('asks when the signed-in admin drops their own admin role', () => {
    const me = user(5, [1]);
    expect(removesOwnAdmin(me, { ...userToForm(me), roles: ['2'] }, ROLES, 5)).toBe(true);
  });

  it('counts a role named admin in any case, as core and the server do', () => {
    const me = user(5, [3]);
    expect(removesOwnAdmin(me, { ...userToForm(me), roles: ['2'] }, ROLES, 5)).toBe(true);
    // Trading one admin role for the other keeps the caller an admin.
    expect(removesOwnAdmin(me, { ...userToForm(me), roles: ['1'] }, ROLES, 5)).toBe(false);
  });

  it('does not ask when editing someone else or keeping an admin role', () => {
    const other = user(6, [1]);
    expect(removesOwnAdmin(other, { ...userToForm(other), roles: ['2'] }, ROLES, 5)).toBe(false);
    const me = user(5, [1, 2]);
    expect(removesOwnAdmin(me, { ...userToForm(me), roles: ['1'] }, ROLES, 5)).toBe(false);
  });
});
