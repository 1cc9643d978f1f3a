import { describe, expect, it } from 'vitest';
import { combineRls, type RlsRule } from './row-level-security.js';

const rule = (
  id: number,
  filterType: 'Regular' | 'Base',
  roleIds: number[],
  clause: string,
  groupKey: string | null = null,
): RlsRule => ({
  id,
  filterType,
  groupKey,
  clause,
  roleIds,
});

describe('combineRls', () => {
  it('applies Regular filters to members and Base filters to non-members', () => {
    const rules = [rule(1, 'Regular', [10], "region = 'EU'"), rule(2, 'Base', [99], 'tenant = 1')];
    expect(combineRls(rules, new Set([10]))).toBe("(region = 'EU') AND (tenant = 1)");
    expect(combineRls(rules, new Set([99]))).toBeNull();
    expect(combineRls(rules, new Set([5]))).toBe('(tenant = 1)');
  });
  it('ORs clauses that share a group key and ANDs the groups', () => {
    const rules = [
      rule(1, 'Regular', [1], "dept = 'a'", 'dept'),
      rule(2, 'Regular', [1], "dept = 'b'", 'dept'),
      rule(3, 'Regular', [1], 'year > 2000', 'year'),
    ];
    expect(combineRls(rules, new Set([1]))).toBe("((dept = 'a') OR (dept = 'b')) AND (year > 2000)");
  });
});
