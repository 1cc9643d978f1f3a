import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

interface RlsRule {
  id: number;
  filterType: 'Regular' | 'Base';
  groupKey: string | null;
  clause: string;
  roleIds: number[];
}

/** Superset's rule: Regular applies to members of its roles, Base to everyone except them. */
const applies = (rule: RlsRule, roleIds: ReadonlySet<number>): boolean => {
  const member = rule.roleIds.some((r) => roleIds.has(r));
  return rule.filterType === 'Regular' ? member : !member;
};

/** Clauses with the same group key are OR-ed; groups (and ungrouped clauses) are AND-ed. */
export const combineRls = (rules: readonly RlsRule[], roleIds: ReadonlySet<number>): string | null => {
  const groups = new Map<string, string[]>();
  for (const rule of rules) {
    if (!applies(rule, roleIds)) continue;
    const key = rule.groupKey ? `g:${rule.groupKey}` : `r:${rule.id}`;
    groups.set(key, [...(groups.get(key) ?? []), `(${rule.clause})`]);
  }
  if (groups.size === 0) return null;
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, clauses]) => (clauses.length > 1 ? `(${clauses.join(' OR ')})` : (clauses[0] as string)))
    .join(' AND ');
};

export const rlsPredicateFor = async (
  db: Kysely<DB>,
  datasetId: number,
  roleIds: readonly number[],
): Promise<string | null> => {
  const rows = await db
    .selectFrom('rls_filters as f')
    .innerJoin('rls_filter_tables as t', 't.rls_filter_id', 'f.id')
    .select(['f.id', 'f.filter_type', 'f.group_key', 'f.clause'])
    .where('t.dataset_id', '=', datasetId)
    .orderBy('f.id')
    .execute();
  if (rows.length === 0) return null;
  const links = await db
    .selectFrom('rls_filter_roles')
    .select(['rls_filter_id', 'role_id'])
    .where(
      'rls_filter_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const rules: RlsRule[] = rows.map((r) => ({
    id: r.id,
    filterType: r.filter_type,
    groupKey: r.group_key,
    clause: r.clause,
    roleIds: links.filter((l) => l.rls_filter_id === r.id).map((l) => l.role_id),
  }));
  return combineRls(rules, new Set(roleIds));
};
