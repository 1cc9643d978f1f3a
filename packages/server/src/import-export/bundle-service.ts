import { ASSETS_METADATA_TYPE, type Caller, EXPORT_RESOURCES, type ExportResource } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/http-error.js';
import { allExportableIds, assertClosureReadable, assertExportable } from './export-access.js';
import { buildExportBundle, type BundleType } from './export-bundle.js';
import { exportClosure, type ExportStarts } from './export-closure.js';
import { importBundle, type ImportOutcome, type SshTunnelSecretMaps } from './import-bundle.js';
import { unzipFiles, zipFiles } from './zip.js';

export interface ExportedZip {
  filename: string;
  data: Uint8Array;
}

/** The ZIP for the given ids (all readable ones when `ids` is null), after the caller's read access is checked. */
export const exportZip = async (
  db: Kysely<DB>,
  caller: Caller,
  resource: ExportResource,
  ids: number[] | null,
): Promise<ExportedZip> => {
  const chosen = ids ?? (await allExportableIds(db, caller, resource));
  if (ids) await assertExportable(db, caller, resource, ids);
  const closure = await exportClosure(db, { [resource]: chosen });
  await assertClosureReadable(db, caller, closure);
  const { root, files } = await buildExportBundle(db, resource, closure);
  return { filename: `${root}.zip`, data: zipFiles(files) };
};

/** Superset's assets export: every object of every kind the caller may read, in one `assets` bundle. */
export const exportAssets = async (db: Kysely<DB>, caller: Caller): Promise<ExportedZip> => {
  const starts: ExportStarts = {};
  for (const resource of EXPORT_RESOURCES) starts[resource] = await allExportableIds(db, caller, resource);
  const closure = await exportClosure(db, starts);
  await assertClosureReadable(db, caller, closure);
  const { root, files } = await buildExportBundle(db, ASSETS_METADATA_TYPE, closure);
  return { filename: `${root}.zip`, data: zipFiles(files) };
};

export interface ImportRequest {
  zip: Uint8Array;
  overwrite: boolean;
  passwords: Record<string, string>;
  sshTunnel: SshTunnelSecretMaps;
}

/** Multipart text fields arrive as strings; `passwords` and its ssh siblings are JSON maps of path → secret. */
export const parseSecretMap = (raw: string | undefined, field: string): Record<string, string> => {
  if (raw === undefined || raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`${field}: not valid JSON`, field);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(`${field}: expected a JSON object`, field);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
};

/** Imports a ZIP; `resource` null takes any bundle type (the CLI), `assets` only an assets bundle. */
export const importZip = async (
  db: Kysely<DB>,
  secretKey: Buffer,
  caller: Caller,
  resource: BundleType | null,
  req: ImportRequest,
): Promise<ImportOutcome> => {
  const files = unzipFiles(req.zip);
  return importBundle(db, secretKey, caller, resource, files, {
    overwrite: req.overwrite,
    passwords: req.passwords,
    sshTunnel: req.sshTunnel,
  });
};

/** Superset's assets import has no `overwrite` field: it always replaces what the bundle names. */
export const importAssets = (
  db: Kysely<DB>,
  secretKey: Buffer,
  caller: Caller,
  req: Omit<ImportRequest, 'overwrite'>,
): Promise<ImportOutcome> => importZip(db, secretKey, caller, ASSETS_METADATA_TYPE, { ...req, overwrite: true });
