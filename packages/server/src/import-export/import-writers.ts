import { randomUUID } from 'node:crypto';
import {
  PASSWORD_MASK,
  buildSqlalchemyUri,
  parseSqlalchemyUri,
  SshTunnelSchema,
  type DatabaseFile,
  type DatasetFile,
} from '@tessera/core';
import { encryptSecret } from '../auth/secrets.js';
import { genericType } from '../engines/type-generic.js';
import {
  addDatabasePerms,
  addDatasetPerms,
  renameDatabasePerms,
  updateDatasetPerms,
  type DatasetPermTarget,
} from '../services/security/data-access-perms.js';
import { resolveSshTunnelFor, writeSshTunnel } from '../services/database/ssh-tunnel-store.js';
import { importError } from './parse-bundle.js';
import { chunksOf, flagOf, rowsPerInsert, toJsonText, type BundleConn } from './tables.js';
import { changedAudit, createdAudit } from '../services/shared/audit.js';

/** What every write needs: the transaction, the importing user and the id maps built so far. */
export interface WriteScope {
  trx: BundleConn;
  userId: number | null;
  secretKey: Buffer;
  databaseIds: Map<string, number>;
  datasetIds: Map<string, number>;
  chartIds: Map<string, number>;
  /** Bundle database uuid → the name it is written under when the bundle's name is taken here. */
  databaseNames: ReadonlyMap<string, string>;
}

/** Creates or updates a database; `password` replaces the masked one, and an existing secret is kept otherwise. */
export const writeDatabase = async (
  s: WriteScope,
  path: string,
  f: DatabaseFile,
  existingId: number | null,
  password: string | undefined,
): Promise<number> => {
  const parsed = parseSqlalchemyUri(f.sqlalchemy_uri);
  if (!parsed.ok) throw importError('database', path, `sqlalchemy_uri: ${parsed.message}`);
  const name = s.databaseNames.get(f.uuid) ?? f.database_name;
  const { password: uriPassword, ...parameters } = parsed.value.parameters;
  const secret = password ?? (uriPassword && uriPassword !== PASSWORD_MASK ? uriPassword : undefined);
  const keepSecret = secret === undefined && uriPassword === PASSWORD_MASK && existingId !== null;
  const values = {
    database_name: name,
    engine: parsed.value.engine,
    parameters: JSON.stringify(parameters),
    sqlalchemy_uri: buildSqlalchemyUri(parsed.value.engine, parameters, secret !== undefined || keepSecret),
    expose_in_sqllab: flagOf(f.expose_in_sqllab, 1),
    allow_run_async: flagOf(f.allow_run_async, 0),
    allow_dml: flagOf(f.allow_dml, 0),
    allow_ctas: flagOf(f.allow_ctas, 0),
    allow_cvas: flagOf(f.allow_cvas, 0),
    force_ctas_schema: typeof f.force_ctas_schema === 'string' ? f.force_ctas_schema : null,
    allow_file_upload: flagOf(f.allow_file_upload ?? f.allow_csv_upload, 0),
    cache_timeout: f.cache_timeout ?? null,
    extra: toJsonText(f.extra) ?? '{}',
    ...(!keepSecret && { encrypted_password: secret === undefined ? null : encryptSecret(s.secretKey, secret) }),
  };
  const clash = await s.trx
    .selectFrom('databases')
    .select('id')
    .where('database_name', '=', name)
    .where('uuid', '!=', f.uuid)
    .executeTakeFirst();
  if (clash) throw importError('database', path, 'A database with the same name already exists');
  if (existingId !== null) {
    const before = await s.trx
      .selectFrom('databases')
      .select('database_name')
      .where('id', '=', existingId)
      .executeTakeFirstOrThrow();
    await s.trx
      .updateTable('databases')
      .set({ ...values, ...changedAudit(s.userId) })
      .where('id', '=', existingId)
      .execute();
    await renameDatabasePerms(s.trx, existingId, before.database_name, name);
    return existingId;
  }
  const row = await s.trx
    .insertInto('databases')
    .values({
      ...values,
      encrypted_password: values.encrypted_password ?? null,
      uuid: f.uuid,
      ...createdAudit(s.userId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addDatabasePerms(s.trx, { id: row.id, name });
  return row.id;
};

/**
 * Superset's import of a database's `ssh_tunnel` (SSHTunnel.import_from_dict), secrets from the
 * form already spliced in; a mask left on an overwritten database keeps its stored secret.
 */
export const writeImportedSshTunnel = async (
  s: WriteScope,
  path: string,
  databaseId: number,
  tunnel: Record<string, unknown>,
): Promise<void> => {
  const parsed = SshTunnelSchema.safeParse(tunnel);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw importError('database', path, `ssh_tunnel.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const config = await resolveSshTunnelFor(s.trx, s.secretKey, databaseId, parsed.data);
  await writeSshTunnel(s.trx, s.secretKey, databaseId, config, s.userId);
};

/** The names a dataset's data-access permission is built from, as stored now. */
const datasetPermTarget = async (s: WriteScope, id: number): Promise<DatasetPermTarget> => {
  const row = await s.trx
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.table_name', 'd.schema', 'db.database_name'])
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, tableName: row.table_name, schema: row.schema, databaseName: row.database_name };
};

/** Creates or updates a dataset; on update its columns and metrics are replaced by the file's. */
export const writeDataset = async (
  s: WriteScope,
  path: string,
  f: DatasetFile,
  existingId: number | null,
): Promise<number> => {
  const databaseId = s.databaseIds.get(f.database_uuid);
  if (databaseId === undefined) throw importError('dataset', path, `database ${f.database_uuid} is not in the bundle`);
  const values = {
    database_id: databaseId,
    catalog: f.catalog ?? null,
    schema: f.schema ?? null,
    table_name: f.table_name,
    sql: f.sql ?? null,
    description: f.description ?? null,
    main_dttm_col: f.main_dttm_col ?? null,
    cache_timeout: f.cache_timeout ?? null,
    extra: toJsonText(f.extra),
    template_params: toJsonText(f.template_params),
    fetch_values_predicate: f.fetch_values_predicate ?? null,
    default_endpoint: f.default_endpoint ?? null,
    normalize_columns: flagOf(f.normalize_columns, 0),
    always_filter_main_dttm: flagOf(f.always_filter_main_dttm, 0),
    filter_select_enabled: flagOf(f.filter_select_enabled, 1),
    offset: f.offset ?? 0,
  };
  let id: number;
  if (existingId !== null) {
    id = existingId;
    const before = await datasetPermTarget(s, id);
    await s.trx
      .updateTable('datasets')
      .set({ ...values, ...changedAudit(s.userId) })
      .where('id', '=', id)
      .execute();
    await s.trx.deleteFrom('dataset_columns').where('dataset_id', '=', id).execute();
    await s.trx.deleteFrom('dataset_metrics').where('dataset_id', '=', id).execute();
    await updateDatasetPerms(s.trx, before, await datasetPermTarget(s, id));
  } else {
    const row = await s.trx
      .insertInto('datasets')
      .values({
        ...values,
        uuid: f.uuid,
        certified_by: null,
        certification_details: null,
        warning_markdown: null,
        row_count: null,
        external_url: null,
        ...createdAudit(s.userId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    if (s.userId !== null)
      await s.trx.insertInto('dataset_owners').values({ dataset_id: id, user_id: s.userId }).execute();
    await addDatasetPerms(s.trx, await datasetPermTarget(s, id));
  }
  const columns = f.columns.map((c) => ({
    uuid: randomUUID(),
    dataset_id: id,
    column_name: c.column_name,
    verbose_name: c.verbose_name ?? null,
    description: c.description ?? null,
    expression: c.expression ?? null,
    type: c.type ?? null,
    type_generic: c.type ? genericType(c.type) : null,
    is_dttm: flagOf(c.is_dttm, 0),
    is_active: flagOf(c.is_active, 1),
    filterable: flagOf(c.filterable, 1),
    groupby: flagOf(c.groupby, 1),
    python_date_format: c.python_date_format ?? null,
    advanced_data_type: c.advanced_data_type ?? null,
    extra: toJsonText(c.extra),
    ...createdAudit(s.userId),
  }));
  for (const chunk of chunksOf(columns, rowsPerInsert(columns[0] ?? {})))
    await s.trx.insertInto('dataset_columns').values(chunk).execute();
  const metrics = f.metrics.map((m) => ({
    uuid: randomUUID(),
    dataset_id: id,
    metric_name: m.metric_name,
    verbose_name: m.verbose_name ?? null,
    description: m.description ?? null,
    expression: m.expression,
    metric_type: m.metric_type ?? null,
    d3format: m.d3format ?? null,
    currency: toJsonText(m.currency),
    warning_text: m.warning_text ?? null,
    certified_by: null,
    certification_details: null,
    extra: toJsonText(m.extra),
    ...createdAudit(s.userId),
  }));
  for (const chunk of chunksOf(metrics, rowsPerInsert(metrics[0] ?? {})))
    await s.trx.insertInto('dataset_metrics').values(chunk).execute();
  return id;
};
