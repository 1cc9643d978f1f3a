import { z } from 'zod';
import { NameSchema } from './common.js';

/**
 * The object a data-access permission opens (`database_access`, `schema_access`,
 * `datasource_access`), so the roles editor can group it under its database and schema: a
 * dataset's view name (`[db].[table](id:N)`) does not carry its schema.
 */
export const DataAccessTargetSchema = z.object({
  database: z.string(),
  schema: z.string().nullable(),
  table: z.string().nullable(),
});
export type DataAccessTarget = z.infer<typeof DataAccessTargetSchema>;

export const PermissionViewSchema = z.object({
  id: z.number().int(),
  permission: z.string(),
  view_menu: z.string(),
  /** Set on the permission catalogue for data-access permissions of existing objects. */
  target: DataAccessTargetSchema.optional(),
});
export type PermissionView = z.infer<typeof PermissionViewSchema>;

export const RoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  builtin: z.boolean(),
  permissions: z.array(PermissionViewSchema),
  user_count: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleCreateSchema = z.object({ name: NameSchema });
export type RoleCreate = z.infer<typeof RoleCreateSchema>;

/** Grants are given as (permission, view) names so scripts need not know ids. */
export const PermissionPairSchema = z.object({
  permission: z.string().trim().min(1, 'This is a required field').max(100),
  view_menu: z.string().trim().min(1, 'This is a required field').max(250),
});
export type PermissionPair = z.infer<typeof PermissionPairSchema>;

export const RolePermissionsUpdateSchema = z.object({
  permissions: z.array(PermissionPairSchema),
});
export type RolePermissionsUpdate = z.infer<typeof RolePermissionsUpdateSchema>;
