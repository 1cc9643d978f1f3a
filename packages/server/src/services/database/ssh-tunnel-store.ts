import {
  PASSWORD_MASK,
  resolveSshTunnelLogin,
  type SshTunnelAnswer,
  type SshTunnelInput,
  type SshTunnelSecrets,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import { decryptSecret, encryptSecret } from '../../auth/secrets.js';
import type { DB, SshTunnelRow } from '../../db/schema.js';
import type { SshTunnelConfig } from '../../engines/ssh-tunnel.js';
import { badRequest, nowIso } from '../../http/http-error.js';

type Conn = Kysely<DB> | Transaction<DB>;

export const getSshTunnelRow = (db: Conn, databaseId: number): Promise<SshTunnelRow | undefined> =>
  db.selectFrom('ssh_tunnels').selectAll().where('database_id', '=', databaseId).executeTakeFirst();

/** Superset's SSHTunnel.data: the address in clear, each stored secret as PASSWORD_MASK. */
export const maskedSshTunnel = (row: SshTunnelRow): SshTunnelAnswer => ({
  id: row.id,
  server_address: row.server_address,
  server_port: row.server_port,
  username: row.username,
  ...(row.encrypted_password !== null && { password: PASSWORD_MASK }),
  ...(row.encrypted_private_key !== null && { private_key: PASSWORD_MASK }),
  ...(row.encrypted_private_key_password !== null && { private_key_password: PASSWORD_MASK }),
});

const open = (key: Buffer, sealed: string | null): string | null =>
  sealed === null ? null : decryptSecret(key, sealed);

const storedSecrets = (key: Buffer, row: SshTunnelRow): SshTunnelSecrets => ({
  password: open(key, row.encrypted_password),
  private_key: open(key, row.encrypted_private_key),
  private_key_password: open(key, row.encrypted_private_key_password),
});

/**
 * The secrets a request means: the mask stands for what is stored (Superset's
 * unmask_password_info), anything else replaces it. `stored` is absent for a new tunnel, where
 * a mask stands for nothing.
 */
const unmasked = (input: SshTunnelInput, stored: SshTunnelSecrets | null): SshTunnelSecrets => {
  const pick = (field: keyof SshTunnelSecrets): string | null => {
    const sent = input[field];
    if (sent === PASSWORD_MASK) return stored?.[field] ?? null;
    return sent ?? null;
  };
  return {
    password: pick('password'),
    private_key: pick('private_key'),
    private_key_password: pick('private_key_password'),
  };
};

/**
 * The settings of a tunnel as sent, secrets resolved against `stored` and checked with Superset's
 * login rules; a 400 names the `ssh_tunnel` field at fault.
 */
export const resolveSshTunnel = (input: SshTunnelInput, stored: SshTunnelSecrets | null): SshTunnelConfig => {
  const login = resolveSshTunnelLogin(unmasked(input, stored));
  if (!login.ok) throw badRequest(`ssh_tunnel.${login.field}: ${login.message}`, `ssh_tunnel.${login.field}`);
  return {
    server_address: input.server_address.trim(),
    server_port: input.server_port,
    username: input.username.trim(),
    ...login.value,
  };
};

/** Resolves a tunnel against the one stored for `databaseId` (when there is one). */
export const resolveSshTunnelFor = async (
  db: Conn,
  key: Buffer,
  databaseId: number | null,
  input: SshTunnelInput,
): Promise<SshTunnelConfig> => {
  const row = databaseId === null ? undefined : await getSshTunnelRow(db, databaseId);
  return resolveSshTunnel(input, row ? storedSecrets(key, row) : null);
};

const seal = (key: Buffer, value: string | null): string | null => (value === null ? null : encryptSecret(key, value));

/**
 * Superset's UpdateDatabaseCommand._handle_ssh_tunnel: `undefined` keeps the tunnel, null deletes
 * it, settings create or replace it. Secrets are written encrypted.
 */
export const writeSshTunnel = async (
  trx: Conn,
  key: Buffer,
  databaseId: number,
  tunnel: SshTunnelConfig | null | undefined,
  userId: number | null,
): Promise<void> => {
  if (tunnel === undefined) return;
  if (tunnel === null) {
    await trx.deleteFrom('ssh_tunnels').where('database_id', '=', databaseId).execute();
    return;
  }
  const now = nowIso();
  const values = {
    server_address: tunnel.server_address,
    server_port: tunnel.server_port,
    username: tunnel.username,
    encrypted_password: seal(key, tunnel.password),
    encrypted_private_key: seal(key, tunnel.private_key),
    encrypted_private_key_password: seal(key, tunnel.private_key_password),
    changed_on: now,
    changed_by_fk: userId,
  };
  const updated = await trx
    .updateTable('ssh_tunnels')
    .set(values)
    .where('database_id', '=', databaseId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await trx
    .insertInto('ssh_tunnels')
    .values({ ...values, database_id: databaseId, created_on: now, created_by_fk: userId })
    .execute();
};
