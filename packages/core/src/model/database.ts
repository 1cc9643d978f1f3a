import { z } from 'zod';
import { uuidSchema } from './uuid.js';
import { requiredText } from './field-text.js';
import { SshTunnelAnswerSchema, SshTunnelSchema } from './ssh-tunnel.js';

export { PASSWORD_MASK } from './password-mask.js';

export const ENGINES = ['duckdb', 'postgresql', 'mysql', 'sqlite', 'trino', 'clickhousedb'] as const;
export type Engine = (typeof ENGINES)[number];

export const DatabaseParametersSchema = z.object({
  host: z.string().max(255).optional(),
  port: z.number().int().min(1).max(65535).optional(),
  username: z.string().max(255).optional(),
  password: z.string().max(1024).optional(),
  database: z.string().max(1024).optional(),
  query: z.record(z.string(), z.string()).optional(),
});
export type DatabaseParameters = z.infer<typeof DatabaseParametersSchema>;

/** The editable fields, without defaults: an update changes only the fields it sends. */
const DatabaseEditableSchema = z.object({
  database_name: requiredText('Database name', 250),
  engine: z.enum(ENGINES).optional(),
  sqlalchemy_uri: z.string().max(4096).optional(),
  parameters: DatabaseParametersSchema.optional(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_file_upload: z.boolean(),
  /** Superset's allow_ctas / allow_cvas: SQL Lab may CREATE TABLE / VIEW AS its SELECT. */
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  force_ctas_schema: z.string().max(250).nullable(),
  cache_timeout: z.number().int().min(-1).nullable(),
  extra: z.string().max(65536),
  uuid: uuidSchema.optional(),
  /** Superset's ssh_tunnel: null removes the database's tunnel, absent keeps it (UpdateDatabaseCommand). */
  ssh_tunnel: SshTunnelSchema.nullish(),
});

const e = DatabaseEditableSchema.shape;
/** A new database: Superset's defaults for what the request leaves out. */
const DatabaseFieldsSchema = DatabaseEditableSchema.extend({
  expose_in_sqllab: e.expose_in_sqllab.default(true),
  allow_run_async: e.allow_run_async.default(true),
  allow_dml: e.allow_dml.default(false),
  allow_file_upload: e.allow_file_upload.default(false),
  allow_ctas: e.allow_ctas.default(false),
  allow_cvas: e.allow_cvas.default(false),
  force_ctas_schema: e.force_ctas_schema.default(null),
  cache_timeout: e.cache_timeout.default(null),
  extra: e.extra.default('{}'),
});

export const DatabaseCreateSchema = DatabaseFieldsSchema.refine(
  (d) => d.sqlalchemy_uri !== undefined || (d.engine !== undefined && d.parameters !== undefined),
  { message: 'Either sqlalchemy_uri or engine with parameters is required', path: ['sqlalchemy_uri'] },
);
export type DatabaseCreate = z.input<typeof DatabaseCreateSchema>;

/** `PUT /api/v1/database/{pk}`: only the fields sent change (defaults would reset the others). */
export const DatabaseUpdateSchema = DatabaseEditableSchema.partial();
export type DatabaseUpdate = z.input<typeof DatabaseUpdateSchema>;

export const DatabaseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  database_name: z.string(),
  backend: z.string(),
  sqlalchemy_uri: z.string(),
  parameters: DatabaseParametersSchema,
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_file_upload: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  force_ctas_schema: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  extra: z.string(),
  changed_on: z.string().nullable(),
  created_on: z.string().nullable(),
  /** Present when the database has a tunnel, secrets masked (Superset's show adds `ssh_tunnel.data`). */
  ssh_tunnel: SshTunnelAnswerSchema.optional(),
});
export type Database = z.infer<typeof DatabaseSchema>;

const DatabaseUserSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** One row of `GET /api/v1/database/`: the database plus Superset's list audit fields. */
export const DatabaseListItemSchema = DatabaseSchema.extend({
  changed_on_delta_humanized: z.string(),
  changed_by: DatabaseUserSchema.nullable(),
  created_by: DatabaseUserSchema.nullable(),
});
export type DatabaseListItem = z.infer<typeof DatabaseListItemSchema>;
