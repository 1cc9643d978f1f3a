import {
  ASSETS_METADATA_TYPE,
  type Caller,
  EXPORT_METADATA_TYPES,
  IMPORT_MESSAGES,
  parseSqlalchemyUri,
  PASSWORD_MASK,
  sshTunnelImportProblems,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import { chartUuidsOf } from './dashboard-refs.js';
import type { BundleType } from './export-bundle.js';
import { assertImportAllowed, type Kind } from './import-access.js';
import { writeCharts, writeDashboard, writeSavedQuery } from './import-writers-content.js';
import { planDatabaseNames } from './import-database-names.js';
import { assertImportedDatasetSql } from './import-sql-access.js';
import { writeDatabase, writeDataset, writeImportedSshTunnel, type WriteScope } from './import-writers.js';
import { importError, parseBundle, type ParsedBundle } from './parse-bundle.js';
import { selectInChunks, type BundleConn } from './tables.js';

/** What the answer reports besides `message: 'OK'`: e.g. duplicate columns merged. */
export interface ImportOutcome {
  warnings: string[];
}

/** Superset's ssh_tunnel_passwords, ssh_tunnel_private_keys and ssh_tunnel_private_key_passwords: bundle path → secret. */
export interface SshTunnelSecretMaps {
  passwords: Record<string, string>;
  privateKeys: Record<string, string>;
  privateKeyPasswords: Record<string, string>;
}

export interface ImportOptions {
  overwrite: boolean;
  /** Bundle path (e.g. `databases/examples.yaml`) → password, Superset's `passwords` field. */
  passwords: Record<string, string>;
  sshTunnel: SshTunnelSecretMaps;
}

/** The bundle's `ssh_tunnel` with the form's secrets spliced in, as Superset's load_configs does before validating. */
const tunnelWithSecrets = (
  path: string,
  tunnel: Record<string, unknown> | null | undefined,
  maps: SshTunnelSecretMaps,
): Record<string, unknown> | null => {
  if (!tunnel) return null;
  return {
    ...tunnel,
    ...(maps.passwords[path] !== undefined && { password: maps.passwords[path] }),
    ...(maps.privateKeys[path] !== undefined && { private_key: maps.privateKeys[path] }),
    ...(maps.privateKeyPasswords[path] !== undefined && { private_key_password: maps.privateKeyPasswords[path] }),
  };
};

const KIND_OF_TYPE: Record<string, Kind | 'all'> = {
  Database: 'databases',
  SqlaTable: 'datasets',
  Slice: 'charts',
  Dashboard: 'dashboards',
  SavedQuery: 'queries',
  assets: 'all',
};
const TABLE_OF: Record<Kind, 'databases' | 'datasets' | 'charts' | 'dashboards' | 'saved_queries'> = {
  databases: 'databases',
  datasets: 'datasets',
  charts: 'charts',
  dashboards: 'dashboards',
  queries: 'saved_queries',
};
const LABEL_OF: Record<Kind, { type: string; title: string }> = {
  databases: { type: 'database', title: 'Database' },
  datasets: { type: 'dataset', title: 'Dataset' },
  charts: { type: 'chart', title: 'Chart' },
  dashboards: { type: 'dashboard', title: 'Dashboard' },
  queries: { type: 'saved_query', title: 'Saved query' },
};

/** A resource's import also takes an assets bundle; the assets import takes only assets, as Superset's does. */
const acceptedTypes = (resource: BundleType): string[] =>
  resource === ASSETS_METADATA_TYPE ? [ASSETS_METADATA_TYPE] : [EXPORT_METADATA_TYPES[resource], ASSETS_METADATA_TYPE];

/** uuid → id of what this instance already holds, for every uuid the bundle names. */
const existingIds = async (db: BundleConn, kind: Kind, uuids: string[]): Promise<Map<string, number>> => {
  const rows = await selectInChunks(uuids, (chunk) =>
    db.selectFrom(TABLE_OF[kind]).select(['id', 'uuid']).where('uuid', 'in', chunk).execute(),
  );
  return new Map(rows.map((r) => [r.uuid, r.id]));
};

/** Superset's 422: each file's reasons under `_schema`, so its import modal knows which secrets to ask for. */
const invalid = (type: string, problems: Record<string, string | string[]>): HttpError => {
  const reasonsOf = (reason: string | string[]): string[] => (Array.isArray(reason) ? reason : [reason]);
  const lines = Object.entries(problems).map(([path, reason]) => `${path}: ${reasonsOf(reason).join('; ')}`);
  return new HttpError(422, `Error importing ${type}: ${lines.join('; ')}`, 'GENERIC_COMMAND_ERROR', {
    ...Object.fromEntries(Object.entries(problems).map(([path, reason]) => [path, { _schema: reasonsOf(reason) }])),
  });
};

const checkReferences = async (db: BundleConn, b: ParsedBundle): Promise<void> => {
  const dbs = new Set([
    ...b.databases.map((f) => f.value.uuid),
    ...(
      await existingIds(
        db,
        'databases',
        [...b.datasets, ...b.queries].map((f) => f.value.database_uuid),
      )
    ).keys(),
  ]);
  for (const f of [...b.datasets, ...b.queries]) {
    const type = f.path.startsWith('queries/') ? 'saved_query' : 'dataset';
    if (!dbs.has(f.value.database_uuid))
      throw importError(type, f.path, `database ${f.value.database_uuid} is missing from the bundle`);
  }
  const sets = new Set([
    ...b.datasets.map((f) => f.value.uuid),
    ...(
      await existingIds(
        db,
        'datasets',
        b.charts.map((f) => f.value.dataset_uuid),
      )
    ).keys(),
  ]);
  for (const f of b.charts) {
    if (!sets.has(f.value.dataset_uuid))
      throw importError('chart', f.path, `dataset ${f.value.dataset_uuid} is missing from the bundle`);
  }
  const placed = b.dashboards.flatMap((f) => chartUuidsOf(f.value.position).map((u) => ({ f, u })));
  const charts = new Set([
    ...b.charts.map((f) => f.value.uuid),
    ...(
      await existingIds(
        db,
        'charts',
        placed.map((p) => p.u),
      )
    ).keys(),
  ]);
  for (const { f, u } of placed)
    if (!charts.has(u)) throw importError('dashboard', f.path, `chart ${u} is missing from the bundle`);
};

const needsPassword = (uri: string): boolean => {
  const parsed = parseSqlalchemyUri(uri);
  return parsed.ok && parsed.value.parameters.password === PASSWORD_MASK;
};

/**
 * Imports a bundle: the type named by metadata.yaml is created, or updated with `overwrite`;
 * the objects it depends on are created when missing and otherwise reused. All writes share one
 * transaction, so any error leaves the metadata store as it was. A database's `ssh_tunnel` is
 * written with the secrets the form supplies; a new database whose tunnel lacks them is refused
 * with Superset's prompts (e.g. 'Must provide a password for the ssh tunnel').
 */
export const importBundle = async (
  db: Kysely<DB>,
  secretKey: Buffer,
  caller: Caller,
  resource: BundleType | null,
  zipped: ReadonlyMap<string, string>,
  opts: ImportOptions,
): Promise<ImportOutcome> => {
  const b = parseBundle(zipped);
  const top = KIND_OF_TYPE[b.metadata.type] ?? 'all';
  if (resource !== null) {
    const accepted = acceptedTypes(resource);
    if (!accepted.includes(b.metadata.type))
      throw invalid(resource, { 'metadata.yaml': `type must be ${accepted[0] ?? resource}` });
  }
  await checkReferences(db, b);
  const kinds: Kind[] = ['databases', 'datasets', 'charts', 'dashboards', 'queries'];
  const existing = new Map<Kind, Map<string, number>>();
  for (const kind of kinds)
    existing.set(
      kind,
      await existingIds(
        db,
        kind,
        b[kind].map((f) => f.value.uuid),
      ),
    );
  // A name clash with another uuid is matched by name or renamed (see planDatabaseNames).
  const names = await planDatabaseNames(db, b.databases, existing.get('databases') ?? new Map());
  existing.set('databases', new Map([...(existing.get('databases') ?? new Map<string, number>()), ...names.matched]));
  const isTop = (kind: Kind): boolean => top === 'all' || top === kind;
  const found = (kind: Kind, uuid: string): number | null => existing.get(kind)?.get(uuid) ?? null;

  const problems: Record<string, string | string[]> = {};
  for (const kind of kinds) {
    if (!isTop(kind) || opts.overwrite) continue;
    for (const f of b[kind])
      if (found(kind, f.value.uuid) !== null) problems[f.path] = IMPORT_MESSAGES.exists(LABEL_OF[kind].title);
  }
  for (const f of b.databases) {
    // A non-admin is refused the database below (assertImportAllowed), so is not asked for its password first.
    const writes = found('databases', f.value.uuid) === null && caller.isAdmin;
    if (writes && needsPassword(f.value.sqlalchemy_uri) && !opts.passwords[f.path] && !f.value.password) {
      problems[f.path] = IMPORT_MESSAGES.password;
    }
    const tunnel = tunnelWithSecrets(f.path, f.value.ssh_tunnel, opts.sshTunnel);
    const tunnelProblems = writes && tunnel ? sshTunnelImportProblems(tunnel) : [];
    // Superset lists the database password and tunnel prompts of one file together.
    if (tunnelProblems.length > 0) problems[f.path] = [...[problems[f.path] ?? []].flat(), ...tunnelProblems];
  }
  if (Object.keys(problems).length > 0) throw invalid(top === 'all' ? 'assets' : LABEL_OF[top].type, problems);
  // Objects named in the bundle but only depended on are reused as they are here.
  const skip = (kind: Kind, uuid: string): boolean => !isTop(kind) && found(kind, uuid) !== null;
  await assertImportAllowed(db, caller, b, {
    of: (kind) =>
      b[kind].flatMap((f) =>
        skip(kind, f.value.uuid) ? [] : [{ path: f.path, uuid: f.value.uuid, existingId: found(kind, f.value.uuid) }],
      ),
  });
  await assertImportedDatasetSql(
    db,
    caller,
    b,
    existing.get('databases') ?? new Map(),
    (uuid) => isTop('datasets') || found('datasets', uuid) === null,
  );

  await db.transaction().execute(async (trx) => {
    const s: WriteScope = {
      trx,
      userId: caller.userId,
      secretKey,
      databaseIds: new Map(existing.get('databases')),
      datasetIds: new Map(existing.get('datasets')),
      chartIds: new Map(existing.get('charts')),
      databaseNames: names.names,
    };
    for (const { path, value } of b.databases) {
      if (skip('databases', value.uuid)) continue;
      const password = opts.passwords[path] ?? value.password ?? undefined;
      const tunnel = tunnelWithSecrets(path, value.ssh_tunnel, opts.sshTunnel);
      const id = await writeDatabase(s, path, value, found('databases', value.uuid), password);
      if (tunnel) await writeImportedSshTunnel(s, path, id, tunnel);
      s.databaseIds.set(value.uuid, id);
    }
    await addExistingRefs(trx, s);
    for (const { path, value } of b.datasets) {
      if (skip('datasets', value.uuid)) continue;
      s.datasetIds.set(value.uuid, await writeDataset(s, path, value, found('datasets', value.uuid)));
    }
    await writeCharts(
      s,
      b.charts.flatMap(({ path, value }) =>
        skip('charts', value.uuid) ? [] : [{ path, value, existingId: found('charts', value.uuid) }],
      ),
    );
    await addExistingRefs(trx, s);
    for (const { value } of b.dashboards) {
      if (skip('dashboards', value.uuid)) continue;
      await writeDashboard(s, value, found('dashboards', value.uuid), chartUuidsOf(value.position));
    }
    for (const { path, value } of b.queries) {
      if (skip('queries', value.uuid)) continue;
      await writeSavedQuery(s, path, value, found('queries', value.uuid));
    }
  });
  return { warnings: [...names.notices, ...b.warnings] };
};

/** References to objects that are only on this instance (not in the bundle) resolve by uuid too. */
const addExistingRefs = async (trx: BundleConn, s: WriteScope): Promise<void> => {
  for (const r of await trx.selectFrom('databases').select(['id', 'uuid']).execute())
    if (!s.databaseIds.has(r.uuid)) s.databaseIds.set(r.uuid, r.id);
  for (const r of await trx.selectFrom('datasets').select(['id', 'uuid']).execute())
    if (!s.datasetIds.has(r.uuid)) s.datasetIds.set(r.uuid, r.id);
  for (const r of await trx.selectFrom('charts').select(['id', 'uuid']).execute())
    if (!s.chartIds.has(r.uuid)) s.chartIds.set(r.uuid, r.id);
};
