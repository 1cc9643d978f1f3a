import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ASSETS_METADATA_TYPE, EXPORT_RESOURCES, type Caller } from '@tessera/core';
import { callerForUser } from '../auth/request-auth.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/http-error.js';
import { adminRoleIds } from '../services/security/user-service.js';
import { exportAssets, exportZip, importZip, parseSecretMap } from './bundle-service.js';
import type { BundleType } from './export-bundle.js';

const noAdmin = (username: string | undefined): string =>
  username ? `No active admin named '${username}'` : 'No admin user: run tessera create-admin';

/** The CLI acts as an admin: the one named by --username, or the first active one. */
const adminCaller = async (ctx: AppContext, username: string | undefined): Promise<Caller> => {
  // A role named admin in any case (core's isAdmin); no such role, no admin.
  const adminIds = await adminRoleIds(ctx.meta.db);
  if (adminIds.length === 0) throw new Error(noAdmin(username));
  let q = ctx.meta.db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('users.id')
    .where('user_roles.role_id', 'in', adminIds)
    .where('users.active', '=', 1)
    .orderBy('users.id');
  if (username) q = q.where('users.username', '=', username);
  const row = await q.executeTakeFirst();
  const caller = row ? await callerForUser(ctx, row.id) : null;
  if (!caller) throw new Error(noAdmin(username));
  return caller;
};

/** HttpErrors carry the user-facing message; the CLI prints it instead of a stack. */
const explain = (err: unknown): never => {
  if (err instanceof HttpError) throw new Error(`${err.message} (HTTP ${err.statusCode})`);
  throw err;
};

const EXPORT_TYPES: readonly BundleType[] = [...EXPORT_RESOURCES, ASSETS_METADATA_TYPE];
const isExportType = (value: string | undefined): value is BundleType => EXPORT_TYPES.some((t) => t === value);

/** `tessera export --type T [--ids 1,2] --out file.zip [--username U]`; `--type assets` exports everything. */
export const exportCommand = async (ctx: AppContext, args: string[]): Promise<string> => {
  const { values } = parseArgs({
    args,
    options: {
      type: { type: 'string' },
      ids: { type: 'string' },
      out: { type: 'string' },
      username: { type: 'string' },
    },
  });
  const type = values.type;
  if (!isExportType(type)) throw new Error(`export needs --type ${EXPORT_TYPES.join('|')}`);
  if (!values.out) throw new Error('export needs --out file.zip');
  const ids = values.ids ? values.ids.split(',').map((s) => Number(s.trim())) : null;
  if (ids?.some((id) => !Number.isInteger(id) || id <= 0))
    throw new Error('--ids must be a comma-separated list of ids');
  if (ids && type === ASSETS_METADATA_TYPE) throw new Error('--ids does not apply to --type assets');
  const caller = await adminCaller(ctx, values.username);
  const zip = await (
    type === ASSETS_METADATA_TYPE ? exportAssets(ctx.meta.db, caller) : exportZip(ctx.meta.db, caller, type, ids)
  ).catch(explain);
  writeFileSync(values.out, zip.data);
  return `Exported ${type} bundle to ${values.out}`;
};

/**
 * `tessera import --file file.zip [--overwrite] [--passwords '{"databases/x.yaml":"..."}'] [--username U]`,
 * and for SSH tunnels `--ssh-tunnel-passwords`, `--ssh-tunnel-private-keys`, `--ssh-tunnel-private-key-passwords` (same maps).
 */
export const importCommand = async (ctx: AppContext, args: string[]): Promise<string> => {
  const { values } = parseArgs({
    args,
    options: {
      file: { type: 'string' },
      overwrite: { type: 'boolean', default: false },
      passwords: { type: 'string' },
      'ssh-tunnel-passwords': { type: 'string' },
      'ssh-tunnel-private-keys': { type: 'string' },
      'ssh-tunnel-private-key-passwords': { type: 'string' },
      username: { type: 'string' },
    },
  });
  if (!values.file) throw new Error('import needs --file file.zip');
  const caller = await adminCaller(ctx, values.username);
  const request = {
    zip: new Uint8Array(readFileSync(values.file)),
    overwrite: values.overwrite,
    passwords: parseSecretMap(values.passwords, 'passwords'),
    sshTunnel: {
      passwords: parseSecretMap(values['ssh-tunnel-passwords'], 'ssh-tunnel-passwords'),
      privateKeys: parseSecretMap(values['ssh-tunnel-private-keys'], 'ssh-tunnel-private-keys'),
      privateKeyPasswords: parseSecretMap(
        values['ssh-tunnel-private-key-passwords'],
        'ssh-tunnel-private-key-passwords',
      ),
    },
  };
  // The bundle's metadata.yaml says what it holds; the CLI imports whatever type that is.
  const { warnings } = await importZip(ctx.meta.db, ctx.keys.databaseSecrets, caller, null, request).catch(explain);
  return [`Imported ${values.file}`, ...warnings].join('\n');
};
