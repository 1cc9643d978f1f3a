import { describe, expect, it } from 'vitest';
import {
  DashboardFilterStateWriteSchema,
  FilterSetCreateSchema,
  FilterSetUpdateSchema,
} from './dashboard-filter-state.js';

const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string =>
  String(result.error?.issues[0]?.path[0] ?? '');

describe('filter state body', () => {
  it('takes the data mask as JSON object text, kept as sent', () => {
    const value = JSON.stringify({ 'NATIVE_FILTER-a': { filterState: { value: ["it's 100% \\ ☃"] } } });
    expect(DashboardFilterStateWriteSchema.parse({ value })).toEqual({ value });
    for (const bad of ['', 'nope', '[]', 'null'])
      expect(fieldOf(DashboardFilterStateWriteSchema.safeParse({ value: bad }))).toBe('value');
  });
});

describe('filter set bodies', () => {
  const metadata = JSON.stringify({ dataMask: {}, nativeFilters: {} });
  it('needs a name, JSON holding a dataMask, an owner type, and owner_id for a User set', () => {
    expect(FilterSetCreateSchema.parse({ name: ' Mine ', json_metadata: metadata, owner_type: 'Dashboard' })).toEqual({
      name: 'Mine',
      json_metadata: metadata,
      owner_type: 'Dashboard',
    });
    const body = { name: 'x', json_metadata: metadata, owner_type: 'User' };
    expect(fieldOf(FilterSetCreateSchema.safeParse(body))).toBe('owner_id');
    expect(FilterSetCreateSchema.safeParse({ ...body, owner_id: 3 }).success).toBe(true);
    expect(fieldOf(FilterSetCreateSchema.safeParse({ ...body, owner_id: 3, json_metadata: '{"x":1}' }))).toBe(
      'json_metadata',
    );
    expect(fieldOf(FilterSetCreateSchema.safeParse({ ...body, owner_id: 3, owner_type: 'Team' }))).toBe('owner_type');
  });
  it('updates any field alone', () => {
    expect(FilterSetUpdateSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(fieldOf(FilterSetUpdateSchema.safeParse({ json_metadata: '{' }))).toBe('json_metadata');
  });
});
