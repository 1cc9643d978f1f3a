import { randomUUID } from 'node:crypto';
import {
  buildSqlalchemyUri,
  type Caller,
  type Database,
  type DatabaseCreate,
  type DatabaseListItem,
  type DatabaseParameters,
  type DatabaseUpdate,
  type Engine,
  type ListQuery,
  naturalTime,
  parseSqlalchemyUri,
  PASSWORD_MASK,
  type SshTunnelInput,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import { encryptSecret } from '../../auth/secrets.js';
import type { DatabaseRow, DB } from '../../db/schema.js';
import type { DatabaseSecrets } from '../../engines/connection-manager.js';
import { getEngineSpec } from '../../engines/registry.js';
import type { SshTunnelConfig } from '../../engines/ssh-tunnel.js';
import { badRequest, conflict, notFound, nowIso } from '../../http/http-error.js';
import { addDatabasePerms, removeDatabasePerms, renameDatabasePerms } from '../security/data-access-perms.js';
import { runList } from '../shared/list/run-list.js';
import { databaseListResource } from './database-list-resource.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { withAuditUsers } from '../shared/audit-users.js';
import { getSshTunnelRow, maskedSshTunnel, resolveSshTunnelFor, writeSshTunnel } from './ssh-tunnel-store.js';

const toApi = (row: DatabaseRow): Database => ({
  id: row.id,
  uuid: row.uuid,
  database_name: row.database_name,
  backend: row.engine,
  sqlalchemy_uri: row.sqlalchemy_uri,
  parameters: {
    ...(JSON.parse(row.parameters) as DatabaseParameters),
    ...(row.encrypted_password && { password: PASSWORD_MASK }),
  },
  expose_in_sqllab: row.expose_in_sqllab === 1,
  allow_run_async: row.allow_run_async === 1,
  allow_dml: row.allow_dml === 1,
  allow_file_upload: row.allow_file_upload === 1,
  allow_ctas: row.allow_ctas === 1,
  allow_cvas: row.allow_cvas === 1,
  force_ctas_schema: row.force_ctas_schema,
  cache_timeout: row.cache_timeout,
  extra: row.extra,
  changed_on: row.changed_on,
  created_on: row.created_on,
});

/** Splits the request into engine, public parameters and the secret; the URI wins over parameters. */
export const resolveConnection = (input: {
  sqlalchemy_uri?: string | undefined;
  engine?: Engine | undefined;
  parameters?: DatabaseParameters | undefined;
}): { engine: Engine; parameters: DatabaseParameters; password: string | undefined } | null => {
  if (input.sqlalchemy_uri !== undefined) {
    const parsed = parseSqlalchemyUri(input.sqlalchemy_uri);
    if (!parsed.ok) throw badRequest(`sqlalchemy_uri: ${parsed.message}`, 'sqlalchemy_uri');
    const { password, ...parameters } = parsed.value.parameters;
    return { engine: parsed.value.engine, parameters, password };
  }
  if (input.engine && input.parameters) {
    const { password, ...parameters } = input.parameters;
    return { engine: input.engine, parameters, password };
  }
  return null;
};

/** `GET /api/v1/database/`: the databases the caller may access, filtered, ordered and paged in SQL. */
export const listDatabases = async (
  db: Kysely<DB>,
  caller: Caller,
  q: ListQuery,
): Promise<{ result: DatabaseListItem[]; count: number; ids: number[] }> => {
  const page = await runList(db, databaseListResource, q, caller);
  const rows =
    page.ids.length === 0
      ? []
      : await withAuditUsers(db, await db.selectFrom('databases').selectAll().where('id', 'in', page.ids).execute());
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = page.ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...toApi(r),
        changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
        changed_by: r.changed_by,
        created_by: r.created_by,
      },
    ];
  });
  return { result, count: page.count, ids: page.ids };
};

export const getDatabaseRow = async (db: Kysely<DB>, id: number): Promise<DatabaseRow> => {
  const row = await db.selectFrom('databases').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Database');
  return row;
};

/** Superset's show: the database, and its tunnel (secrets masked) when it has one. */
export const getDatabase = async (db: Kysely<DB>, id: number): Promise<Database> => {
  const database = toApi(await getDatabaseRow(db, id));
  const tunnel = await getSshTunnelRow(db, id);
  return tunnel ? { ...database, ssh_tunnel: maskedSshTunnel(tunnel) } : database;
};

/**
 * The tunnel a write asks for (undefined: unchanged, null: none), checked against the engine:
 * a file database has no host to reach (its `disable_ssh_tunneling`).
 */
export const sshTunnelOfWrite = async (
  db: Kysely<DB>,
  secrets: DatabaseSecrets,
  engine: Engine,
  databaseId: number | null,
  input: SshTunnelInput | null | undefined,
): Promise<SshTunnelConfig | null | undefined> => {
  if (input === undefined || input === null) return input;
  if (getEngineSpec(engine).defaultPort === null)
    throw badRequest(
      `ssh_tunnel: ${engine} databases are files and cannot be reached through an SSH tunnel`,
      'ssh_tunnel',
    );
  return resolveSshTunnelFor(db, secrets.key, databaseId, input);
};

const checkName = async (db: Kysely<DB>, name: string, exceptId?: number) => {
  let q = db.selectFrom('databases').select('id').where('database_name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict('A database with the same name already exists', 'database_name');
};

export const createDatabase = async (
  db: Kysely<DB>,
  secrets: DatabaseSecrets,
  input: DatabaseCreate,
  userId: number | null,
): Promise<Database> => {
  const conn = resolveConnection(input);
  if (!conn) throw badRequest('Either sqlalchemy_uri or engine with parameters is required', 'sqlalchemy_uri');
  await checkName(db, input.database_name);
  const tunnel = await sshTunnelOfWrite(db, secrets, conn.engine, null, input.ssh_tunnel);
  const now = nowIso();
  const hasPassword = conn.password !== undefined && conn.password !== '';
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('databases')
      .values({
        uuid: input.uuid ?? randomUUID(),
        database_name: input.database_name,
        engine: conn.engine,
        sqlalchemy_uri: buildSqlalchemyUri(conn.engine, conn.parameters, hasPassword),
        parameters: JSON.stringify(conn.parameters),
        encrypted_password: hasPassword ? encryptSecret(secrets.key, conn.password as string) : null,
        expose_in_sqllab: input.expose_in_sqllab === false ? 0 : 1,
        allow_run_async: input.allow_run_async === false ? 0 : 1,
        allow_dml: input.allow_dml ? 1 : 0,
        allow_file_upload: input.allow_file_upload ? 1 : 0,
        allow_ctas: input.allow_ctas ? 1 : 0,
        allow_cvas: input.allow_cvas ? 1 : 0,
        force_ctas_schema: input.force_ctas_schema ?? null,
        cache_timeout: input.cache_timeout ?? null,
        extra: input.extra ?? '{}',
        ...createdAudit(userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addDatabasePerms(trx, { id: row.id, name: input.database_name });
    await writeSshTunnel(trx, secrets.key, row.id, tunnel, userId);
    return row.id;
  });
  return getDatabase(db, id);
};

export const updateDatabase = async (
  db: Kysely<DB>,
  secrets: DatabaseSecrets,
  id: number,
  input: DatabaseUpdate,
  userId: number | null,
): Promise<Database> => {
  const before = await getDatabaseRow(db, id);
  if (input.database_name !== undefined) await checkName(db, input.database_name, id);
  const conn = resolveConnection(input);
  // The mask (or an omitted password) means "keep the stored secret".
  const keep = conn === null || conn.password === undefined || conn.password === PASSWORD_MASK;
  const encrypted = keep ? before.encrypted_password : conn.password ? encryptSecret(secrets.key, conn.password) : null;
  const engine = conn?.engine ?? (before.engine as Engine);
  const tunnel = await sshTunnelOfWrite(db, secrets, engine, id, input.ssh_tunnel);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('databases')
      .set({
        ...(input.database_name !== undefined && { database_name: input.database_name }),
        ...(conn && {
          engine: conn.engine,
          parameters: JSON.stringify(conn.parameters),
          sqlalchemy_uri: buildSqlalchemyUri(conn.engine, conn.parameters, encrypted !== null),
        }),
        encrypted_password: encrypted,
        ...(input.expose_in_sqllab !== undefined && { expose_in_sqllab: input.expose_in_sqllab ? 1 : 0 }),
        ...(input.allow_run_async !== undefined && { allow_run_async: input.allow_run_async ? 1 : 0 }),
        ...(input.allow_dml !== undefined && { allow_dml: input.allow_dml ? 1 : 0 }),
        ...(input.allow_file_upload !== undefined && { allow_file_upload: input.allow_file_upload ? 1 : 0 }),
        ...(input.allow_ctas !== undefined && { allow_ctas: input.allow_ctas ? 1 : 0 }),
        ...(input.allow_cvas !== undefined && { allow_cvas: input.allow_cvas ? 1 : 0 }),
        ...(input.force_ctas_schema !== undefined && { force_ctas_schema: input.force_ctas_schema }),
        ...(input.cache_timeout !== undefined && { cache_timeout: input.cache_timeout }),
        ...(input.extra !== undefined && { extra: input.extra }),
        ...changedAudit(userId),
      })
      .where('id', '=', id)
      .execute();
    if (input.database_name !== undefined) {
      await renameDatabasePerms(trx, id, before.database_name, input.database_name);
    }
    await writeSshTunnel(trx, secrets.key, id, tunnel, userId);
  });
  return getDatabase(db, id);
};

export const deleteDatabase = async (db: Kysely<DB>, id: number): Promise<void> => {
  const row = await getDatabaseRow(db, id);
  const used = await db.selectFrom('datasets').select('id').where('database_id', '=', id).executeTakeFirst();
  if (used) throw badRequest('There are datasets associated with this database and it cannot be deleted');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ssh_tunnels').where('database_id', '=', id).execute();
    await trx.deleteFrom('databases').where('id', '=', id).execute();
    await removeDatabasePerms(trx, { id, name: row.database_name });
  });
};

/** Superset's DELETE /api/v1/database/{pk}/ssh_tunnel/ (DeleteSSHTunnelCommand): the database stays, reached directly. */
export const deleteSshTunnel = async (db: Kysely<DB>, id: number, userId: number | null): Promise<void> => {
  await getDatabaseRow(db, id);
  if (!(await getSshTunnelRow(db, id))) throw notFound('SSH Tunnel');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ssh_tunnels').where('database_id', '=', id).execute();
    // The row's version changes, so the pool reconnects without the tunnel.
    await trx.updateTable('databases').set(changedAudit(userId)).where('id', '=', id).execute();
  });
};
