import { combineRls, type RlsRule } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The WHERE a caller of these roles gets on one dataset, by core's combineRls (the page previews the same). */
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
