import { z } from 'zod';
import { DatabaseParametersSchema, ENGINES } from './database.js';
import { SshTunnelSchema } from './ssh-tunnel.js';

/** `POST /api/v1/database/test_connection/`: a connection as the create form holds it. */
export const DatabaseTestConnectionSchema = z
  .object({
    id: z.number().int().positive().optional(),
    database_name: z.string().max(250).optional(),
    engine: z.enum(ENGINES).optional(),
    sqlalchemy_uri: z.string().max(4096).optional(),
    parameters: DatabaseParametersSchema.optional(),
    extra: z.string().max(65_536).optional(),
    /** Tested through the tunnel; masked secrets stand for the stored tunnel's when the target is the stored one. */
    ssh_tunnel: SshTunnelSchema.nullish(),
  })
  .refine((d) => d.sqlalchemy_uri !== undefined || (d.engine !== undefined && d.parameters !== undefined), {
    message: 'Either sqlalchemy_uri or engine with parameters is required',
    path: ['sqlalchemy_uri'],
  });
export type DatabaseTestConnection = z.infer<typeof DatabaseTestConnectionSchema>;

/**
 * `POST /api/v1/database/validate_parameters/`: loose on purpose, so a half-filled form gets
 * Superset's per-field errors (422) instead of a schema error.
 */
export const DatabaseValidateParametersSchema = z.object({
  engine: z.enum(ENGINES),
  parameters: z
    .object({
      host: z.string().max(1024).nullish(),
      port: z.union([z.number(), z.string().max(32)]).nullish(),
      username: z.string().max(1024).nullish(),
      password: z.string().max(1024).nullish(),
      database: z.string().max(4096).nullish(),
      query: z.record(z.string(), z.string()).nullish(),
    })
    .default({}),
  database_name: z.string().max(250).optional(),
  configuration_method: z.string().max(64).optional(),
});
export type DatabaseValidateParameters = z.infer<typeof DatabaseValidateParametersSchema>;

export const AvailableDatabaseSchema = z.object({
  engine: z.enum(ENGINES),
  name: z.string(),
  default_driver: z.string(),
  available_drivers: z.array(z.string()),
  sqlalchemy_uri_placeholder: z.string(),
  /** JSON schema of the parameter form. */
  parameters: z.record(z.string(), z.unknown()),
  preferred: z.boolean(),
  engine_information: z.object({ supports_file_upload: z.boolean(), disable_ssh_tunneling: z.boolean() }),
});
export type AvailableDatabase = z.infer<typeof AvailableDatabaseSchema>;

export const AvailableDatabasesSchema = z.object({ databases: z.array(AvailableDatabaseSchema) });

export const DatabaseSchemasQuerySchema = z.object({
  force: z.boolean().optional(),
  catalog: z.string().max(256).nullish(),
});

export const DatabaseTablesQuerySchema = z.object({
  schema_name: z.string().min(1, 'This is a required field').max(250),
  force: z.boolean().optional(),
  catalog_name: z.string().max(256).nullish(),
});

export const DatabaseTableSchema = z.object({
  value: z.string(),
  type: z.enum(['table', 'view']),
  /** The dataset's `extra` (certification, warning) when the table is registered as a dataset. */
  extra: z.record(z.string(), z.unknown()).nullable(),
});
export type DatabaseTable = z.infer<typeof DatabaseTableSchema>;

export const DatabaseTablesSchema = z.object({ count: z.number().int(), result: z.array(DatabaseTableSchema) });

/** Superset's `table_extra`: `{}` when the table has no partitions. */
export const TableExtraSchema = z.object({
  partitions: z
    .object({
      cols: z.array(z.string()),
      latest: z.record(z.string(), z.unknown()),
      partitionQuery: z.string().nullable(),
    })
    .optional(),
});
export type TableExtra = z.infer<typeof TableExtraSchema>;

/** `GET /api/v1/database/{pk}/table_metadata/?name=&schema=&catalog=` (Superset 4.1's query string). */
export const TableMetadataQuerySchema = z.object({
  name: z.string().min(1, 'This is a required field').max(250),
  schema: z.string().max(250).optional(),
  catalog: z.string().max(256).optional(),
});

export const TableMetadataColumnSchema = z.object({
  name: z.string(),
  /** The type without its parameters (`VARCHAR` of `VARCHAR(255)`), as Superset answers it. */
  type: z.string(),
  longType: z.string(),
  keys: z.array(z.record(z.string(), z.unknown())),
  comment: z.string().nullable(),
});
export type TableMetadataColumn = z.infer<typeof TableMetadataColumnSchema>;

/** Superset's TableMetadataResponse: the columns of one table and the SELECT * that reads it. */
export const TableMetadataSchema = z.object({
  name: z.string(),
  schema: z.string().nullable(),
  columns: z.array(TableMetadataColumnSchema),
  selectStar: z.string(),
  primaryKey: z.record(z.string(), z.unknown()).nullable(),
  foreignKeys: z.array(z.record(z.string(), z.unknown())),
  indexes: z.array(z.record(z.string(), z.unknown())),
  comment: z.string().nullable(),
});
export type TableMetadata = z.infer<typeof TableMetadataSchema>;
