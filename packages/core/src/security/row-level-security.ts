import { z } from 'zod';
import { OwnerSchema } from '../model/dataset.js';
import { limitedText, requiredText } from '../model/field-text.js';

/** Superset's RLS filter types: Regular narrows its roles, Base narrows everyone but its roles. */
export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;
export type RlsFilterType = (typeof RLS_FILTER_TYPES)[number];

/** Ids as sent; the server drops repeats (no transform here: write answers echo this schema). */
const ids = (label: string) =>
  z.array(z.number().int().positive().max(2_147_483_647)).max(1000, `${label} must hold at most 1000 entries`);

/** `POST /api/v1/rowlevelsecurity/` (Superset's RLSPostSchema): tables required, roles may be empty. */
export const RlsCreateSchema = z.object({
  name: requiredText('Name', 255),
  description: limitedText('Description', 65_536).nullable().optional(),
  filter_type: z.enum(RLS_FILTER_TYPES, 'Filter type must be Regular or Base'),
  tables: ids('Tables').refine((list) => list.length > 0, 'Tables is required'),
  roles: ids('Roles'),
  group_key: limitedText('Group key', 255).nullable().optional(),
  clause: requiredText('Clause', 65_536),
});
export type RlsCreate = z.infer<typeof RlsCreateSchema>;

/** `PUT /api/v1/rowlevelsecurity/{pk}` (Superset's RLSPutSchema): every field optional. */
export const RlsUpdateSchema = RlsCreateSchema.partial();
export type RlsUpdate = z.infer<typeof RlsUpdateSchema>;

/** `?q=!(1,2)` of the bulk delete. */
export const RlsIdListSchema = z.array(z.number().int().positive()).min(1).max(1000);

/** One row of the list and of show: Superset's list and show columns. */
export const RlsItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  filter_type: z.enum(RLS_FILTER_TYPES),
  tables: z.array(z.object({ id: z.number().int(), schema: z.string().nullable(), table_name: z.string() })),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  group_key: z.string().nullable(),
  clause: z.string(),
  changed_by: OwnerSchema.nullable(),
  changed_on: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type RlsItem = z.infer<typeof RlsItemSchema>;

/** `GET /api/v1/rowlevelsecurity/preview/?q=(role:1,dataset:2)`: the WHERE one role gets on one dataset. */
export const RlsPreviewQuerySchema = z.object({
  role: z.number().int().positive().max(2_147_483_647),
  dataset: z.number().int().positive().max(2_147_483_647),
});
export type RlsPreviewQuery = z.infer<typeof RlsPreviewQuerySchema>;

export const RlsPreviewSchema = z.object({ clause: z.string().nullable() });
export type RlsPreview = z.infer<typeof RlsPreviewSchema>;

/** One rule as the combination reads it. */
export interface RlsRule {
  id: number;
  filterType: RlsFilterType;
  groupKey: string | null;
  clause: string;
  roleIds: readonly number[];
}

/** Superset's get_rls_filters: Regular applies to members of its roles, Base to everyone except them. */
export const rlsRuleApplies = (rule: RlsRule, roleIds: ReadonlySet<number>): boolean => {
  const member = rule.roleIds.some((r) => roleIds.has(r));
  return rule.filterType === 'Regular' ? member : !member;
};

/**
 * Superset's get_sqla_row_level_filters: clauses with the same group key are OR-ed, groups (and
 * ungrouped clauses) are AND-ed. Null when no rule applies. The query pipeline and the page's
 * preview both call this, so the preview is the WHERE the query gets.
 */
export const combineRls = (rules: readonly RlsRule[], roleIds: ReadonlySet<number>): string | null => {
  const groups = new Map<string, string[]>();
  for (const rule of rules) {
    if (!rlsRuleApplies(rule, roleIds)) continue;
    const key = rule.groupKey ? `g:${rule.groupKey}` : `r:${rule.id}`;
    groups.set(key, [...(groups.get(key) ?? []), `(${rule.clause})`]);
  }
  if (groups.size === 0) return null;
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, clauses]) => (clauses.length > 1 ? `(${clauses.join(' OR ')})` : (clauses[0] as string)))
    .join(' AND ');
};
