import { describe, expect, it } from 'vitest';
import { canEditDataset, isAdminUser } from './can-edit-dataset';

const dataset = { owners: [{ id: 3 }, { id: 7 }] };

describe('canEditDataset', () => {
  it('lets an owner edit', () => {
    expect(canEditDataset(dataset, { id: 7, roles: { Gamma: [] } })).toBe(true);
  });

  it('refuses someone who is neither owner nor admin', () => {
    expect(canEditDataset(dataset, { id: 9, roles: { Alpha: [], sql_lab: [] } })).toBe(false);
    expect(canEditDataset({ owners: [] }, { id: 9, roles: [] })).toBe(false);
  });

  it('lets an admin edit any dataset, whatever the role name case', () => {
    expect(canEditDataset(dataset, { id: 9, roles: { ADMIN: [] } })).toBe(true);
    expect(canEditDataset({ owners: [] }, { id: 9, roles: [{ name: 'admin' }] })).toBe(true);
  });

  it('answers false without a dataset or a user', () => {
    expect(canEditDataset(null, { id: 3, roles: {} })).toBe(false);
    expect(canEditDataset(dataset, undefined)).toBe(false);
  });
});

describe('isAdminUser', () => {
  it('reads role names from a record or a list', () => {
    expect(isAdminUser({ id: 1, roles: { Admin: [] } })).toBe(true);
    expect(isAdminUser({ id: 1, roles: [{ name: 'Admin' }] })).toBe(true);
    expect(isAdminUser({ id: 1, roles: [{ name: 'Administrators' }] })).toBe(false);
  });
});
