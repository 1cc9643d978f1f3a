import { parseJsonObject, type DatabaseParameters, type Engine } from '@tessera/core';
import type { Kysely } from 'kysely';
import { decryptSecret } from '../auth/secrets.js';
import type { DatabaseRow, DB } from '../db/schema.js';
import { HttpError, notFound } from '../http/http-error.js';
import { TtlMemo } from '../lib/ttl-memo.js';
import { getEngineSpec } from './registry.js';
import { connectEngine, type SshTunnelConfig } from './ssh-tunnel.js';
import type { EngineConnection, EngineSpec } from './types.js';

export interface DatabaseSecrets {
  key: Buffer;
}

/** The decrypted password, for engine connections only; never for API answers. */
export const databasePassword = (secrets: DatabaseSecrets, row: DatabaseRow): string | null =>
  row.encrypted_password ? decryptSecret(secrets.key, row.encrypted_password) : null;

const decrypted = (secrets: DatabaseSecrets, sealed: string | null): string | null =>
  sealed === null ? null : decryptSecret(secrets.key, sealed);

/** The database's SSH tunnel with its secrets decrypted, for the engine connection only; never for API answers. */
export const databaseSshTunnel = async (
  db: Kysely<DB>,
  secrets: DatabaseSecrets,
  databaseId: number,
): Promise<SshTunnelConfig | null> => {
  const row = await db.selectFrom('ssh_tunnels').selectAll().where('database_id', '=', databaseId).executeTakeFirst();
  if (!row) return null;
  return {
    server_address: row.server_address,
    server_port: row.server_port,
    username: row.username,
    password: decrypted(secrets, row.encrypted_password),
    private_key: decrypted(secrets, row.encrypted_private_key),
    private_key_password: decrypted(secrets, row.encrypted_private_key_password),
  };
};

export interface OpenDatabase {
  row: DatabaseRow;
  spec: EngineSpec;
  conn: EngineConnection;
}

interface Entry {
  version: string;
  conn: Promise<EngineConnection>;
}

/**
 * One pool per database, opened on first use and replaced when the database row changes
 * (new credentials take effect without a restart). A database with an SSH tunnel gets a tunnel
 * of its own, opened with the pool and closed with it.
 */
export class ConnectionManager {
  private readonly pools = new Map<number, Entry>();

  private readonly rows: TtlMemo<number, DatabaseRow | undefined>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secrets: DatabaseSecrets,
    rowMemoMs = 0,
  ) {
    this.rows = new TtlMemo(rowMemoMs);
  }

  async open(databaseId: number): Promise<OpenDatabase> {
    const row = await this.rows.get(databaseId, () =>
      this.db.selectFrom('databases').selectAll().where('id', '=', databaseId).executeTakeFirst(),
    );
    if (!row) throw notFound('Database');
    return this.openRow(row);
  }

  /** Forgets memoised rows, so edited credentials are used by the next query. */
  forgetRows(): void {
    this.rows.clear();
  }

  async openRow(row: DatabaseRow): Promise<OpenDatabase> {
    const spec = getEngineSpec(row.engine as Engine);
    const version = `${row.changed_on ?? ''}|${row.sqlalchemy_uri}|${row.encrypted_password ?? ''}`;
    let entry = this.pools.get(row.id);
    if (entry && entry.version !== version) {
      this.pools.delete(row.id);
      void entry.conn.then((c) => c.close()).catch(() => undefined);
      entry = undefined;
    }
    if (!entry) {
      const info = {
        parameters: JSON.parse(row.parameters) as DatabaseParameters,
        password: databasePassword(this.secrets, row),
        extra: parseJsonObject(row.extra),
      };
      const conn = databaseSshTunnel(this.db, this.secrets, row.id).then((tunnel) => connectEngine(spec, info, tunnel));
      entry = { version, conn };
      this.pools.set(row.id, entry);
      // A failed connect must not poison the pool for the next request.
      conn.catch(() => this.pools.get(row.id) === entry && this.pools.delete(row.id));
    }
    try {
      return { row, spec, conn: await entry.conn };
    } catch (err) {
      throw unreachable(row.database_name, err);
    }
  }

  /** Closes the database's pool (and its tunnel), e.g. when the database is deleted. */
  async close(databaseId: number): Promise<void> {
    const entry = this.pools.get(databaseId);
    this.pools.delete(databaseId);
    await entry?.conn.then((c) => c.close()).catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    const entries = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(entries.map((e) => e.conn.then((c) => c.close()).catch(() => undefined)));
  }
}

export const unreachable = (databaseName: string, err: unknown): HttpError =>
  new HttpError(
    503,
    `Could not connect to database '${databaseName}': ${err instanceof Error ? err.message : String(err)}`,
    'CONNECTION_DATABASE_ERROR',
    { database: databaseName },
  );
