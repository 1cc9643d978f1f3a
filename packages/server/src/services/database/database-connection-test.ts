import { PASSWORD_MASK, type DatabaseTestConnection, type Engine, type SshTunnelInput } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB, DatabaseRow, SshTunnelRow } from '../../db/schema.js';
import { databasePassword, type DatabaseSecrets } from '../../engines/connection-manager.js';
import { getEngineSpec } from '../../engines/registry.js';
import { connectEngine, type SshTunnelConfig } from '../../engines/ssh-tunnel.js';
import type { EngineConnection } from '../../engines/types.js';
import { HttpError } from '../../http/http-error.js';
import { resolveConnection, sshTunnelOfWrite } from './database-service.js';
import { getSshTunnelRow } from './ssh-tunnel-store.js';

export interface ConnectionTestDeps {
  db: Kysely<DB>;
  secrets: DatabaseSecrets;
  timeoutMs: number;
}

const failed = (message: string): HttpError => new HttpError(422, `ERROR: ${message}`, 'CONNECTION_DATABASE_ERROR');

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

const parseExtra = (raw: string | undefined): Record<string, unknown> => {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    throw failed('extra is not valid JSON');
  }
};

/** Resolves to the connection, or rejects after `ms`; a connection that arrives late is closed. */
const connectWithin = (pending: Promise<EngineConnection>, ms: number): Promise<EngineConnection> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the connection timed out after ${Math.round(ms / 1000)} seconds`));
      void pending.then((c) => c.close()).catch(() => undefined);
    }, ms);
    pending.then(
      (c) => {
        clearTimeout(timer);
        resolve(c);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });

const findExisting = async (db: Kysely<DB>, input: DatabaseTestConnection): Promise<DatabaseRow | undefined> => {
  if (input.id !== undefined)
    return db.selectFrom('databases').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (input.database_name === undefined) return undefined;
  return db.selectFrom('databases').selectAll().where('database_name', '=', input.database_name).executeTakeFirst();
};

/** Whether the tunnel sent reaches the stored bastion as the stored user (both absent counts). */
const sameBastion = (stored: SshTunnelRow | undefined, sent: SshTunnelInput | null | undefined): boolean =>
  stored === undefined
    ? !sent
    : !!sent &&
      stored.server_address === sent.server_address.trim() &&
      stored.server_port === sent.server_port &&
      stored.username === sent.username.trim();

const isMasked = (t: SshTunnelInput): boolean =>
  [t.password, t.private_key, t.private_key_password].some((v) => v === PASSWORD_MASK);

/**
 * The tunnel to test through. Masked secrets stand for the stored tunnel's only when the SSH
 * server and user are the stored ones, so a changed bastion never receives them.
 */
const tunnelOf = async (
  deps: ConnectionTestDeps,
  input: DatabaseTestConnection,
  engine: Engine,
): Promise<SshTunnelConfig | null> => {
  const sent = input.ssh_tunnel;
  if (!sent) return null;
  let databaseId: number | null = null;
  if (isMasked(sent)) {
    const row = await findExisting(deps.db, input);
    const stored = row && (await getSshTunnelRow(deps.db, row.id));
    if (!row || !stored || !sameBastion(stored, sent))
      throw failed('the SSH tunnel secrets are masked; enter them to test this connection');
    databaseId = row.id;
  }
  return (await sshTunnelOfWrite(deps.db, deps.secrets, engine, databaseId, sent)) ?? null;
};

/**
 * Superset's TestConnectionDatabaseCommand: connects with what the form holds and runs
 * `SELECT 1`. The mask stands for the stored password only when the target (engine, host,
 * port, user, database, SSH bastion) is the stored one, so a changed host can never receive the secret.
 */
export const testConnection = async (deps: ConnectionTestDeps, input: DatabaseTestConnection): Promise<void> => {
  const conn = resolveConnection(input);
  if (!conn) throw failed('either sqlalchemy_uri or engine with parameters is required');
  let password = conn.password ?? null;
  let extra = parseExtra(input.extra);
  if (password === PASSWORD_MASK) {
    const row = await findExisting(deps.db, input);
    // Through another bastion the database's traffic (its login included) would pass a host it never trusted.
    const same =
      row &&
      row.engine === conn.engine &&
      canonical(JSON.parse(row.parameters)) === canonical(conn.parameters) &&
      sameBastion(await getSshTunnelRow(deps.db, row.id), input.ssh_tunnel);
    if (!row || !same) throw failed('the password is masked; enter the password to test this connection');
    password = databasePassword(deps.secrets, row);
    if (input.extra === undefined) extra = parseExtra(row.extra);
  }
  const tunnel = await tunnelOf(deps, input, conn.engine);
  let open: EngineConnection | undefined;
  try {
    const spec = getEngineSpec(conn.engine);
    const pending = connectEngine(spec, { parameters: conn.parameters, password, extra }, tunnel);
    open = await connectWithin(pending, deps.timeoutMs);
    await open.execute('SELECT 1', { timeoutMs: deps.timeoutMs });
  } catch (err) {
    throw failed(err instanceof Error ? err.message : String(err));
  } finally {
    await open?.close().catch(() => undefined);
  }
};
