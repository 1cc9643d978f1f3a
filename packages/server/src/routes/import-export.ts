import {
  ASSETS_VIEW,
  EXPORT_RESOURCES,
  EXPORT_VIEWS,
  ImportAnswerSchema,
  parseRisonQuery,
  type ExportResource,
  type ImportAnswer,
} from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import {
  exportAssets,
  exportZip,
  importAssets,
  importZip,
  parseSecretMap,
  type ImportRequest,
} from '../import-export/bundle-service.js';

const IdsSchema = z.array(z.number().int().positive()).min(1).max(1000);

const formError = (reason: string): HttpError => badRequest(`formData: ${reason}`, 'formData');

/**
 * The multipart parser's own errors (no boundary, a body cut off mid-part, too many parts) carry
 * no status, which would answer 500: they are the client's malformed form, so 400 naming it.
 * A part over the size limit keeps its 413.
 */
const asFormError = (err: unknown): HttpError => {
  if (err instanceof HttpError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const status = typeof err === 'object' && err !== null && 'statusCode' in err ? err.statusCode : undefined;
  if (status === 413) return new HttpError(413, `formData: ${message}`, 'VALIDATION_ERROR', { field: 'formData' });
  return formError(`the multipart/form-data body could not be read (${message})`);
};

/** Reads Superset's import form: the ZIP in `formData`, then text fields (the passwords and SSH tunnel secrets by bundle path). */
const readImportForm = async (req: FastifyRequest): Promise<ImportRequest> => {
  let zip: Uint8Array | null = null;
  const otherFiles: string[] = [];
  const fields: Record<string, string> = {};
  // Not a multipart form: there is no file to read (multipart itself would answer a bare 406).
  if (!req.isMultipart()) throw formError('a ZIP file is required (multipart/form-data)');
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'formData') zip = data;
        else otherFiles.push(part.fieldname);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw asFormError(err);
  }
  if (!zip) {
    const found = otherFiles.length > 0 ? ` (found a file in '${otherFiles.join("', '")}')` : '';
    throw formError(`a ZIP file is required in the 'formData' field${found}`);
  }
  if (zip.length === 0) throw formError('the uploaded file is empty');
  return {
    zip,
    overwrite: fields.overwrite === 'true',
    passwords: parseSecretMap(fields.passwords, 'passwords'),
    sshTunnel: {
      passwords: parseSecretMap(fields.ssh_tunnel_passwords, 'ssh_tunnel_passwords'),
      privateKeys: parseSecretMap(fields.ssh_tunnel_private_keys, 'ssh_tunnel_private_keys'),
      privateKeyPasswords: parseSecretMap(fields.ssh_tunnel_private_key_passwords, 'ssh_tunnel_private_key_passwords'),
    },
  };
};

/** `{message: 'OK'}` as Superset answers; `warnings` only when there are some, so the usual answer is unchanged. */
const answerOf = (warnings: string[]): ImportAnswer => ({
  message: 'OK',
  ...(warnings.length > 0 && { warnings }),
});

/** Superset's v1 export (ZIP of YAML) and import on dashboards, charts, datasets, databases, saved queries and all assets. */
export const importExportRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  for (const resource of EXPORT_RESOURCES) {
    const view = EXPORT_VIEWS[resource];
    const tags = [`${view} import/export`];
    r.get(
      `/api/v1/${resource}/export/`,
      {
        config: { permission: ['can_export', view] },
        schema: { tags, querystring: RisonQuerystringSchema },
      },
      async (req, reply) => {
        const q = parseRisonQuery(IdsSchema, req.query.q);
        if (!q.ok) throw badRequest(q.message, q.field);
        const zip = await exportZip(db, req.caller, resource, q.value);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename=${zip.filename}`)
          .send(Buffer.from(zip.data));
      },
    );
    r.post(
      `/api/v1/${resource}/import/`,
      { config: { permission: ['can_write', view] }, schema: { tags, response: { 200: ImportAnswerSchema } } },
      async (req) => {
        const form = await readImportForm(req);
        const outcome = await importZip(db, ctx.keys.databaseSecrets, req.caller, resource as ExportResource, form);
        return answerOf(outcome.warnings);
      },
    );
  }

  const tags = ['Assets import/export'];
  r.get(
    '/api/v1/assets/export/',
    { config: { permission: ['can_export', ASSETS_VIEW] }, schema: { tags } },
    async (req, reply) => {
      const zip = await exportAssets(db, req.caller);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename=${zip.filename}`)
        .send(Buffer.from(zip.data));
    },
  );
  r.post(
    '/api/v1/assets/import/',
    { config: { permission: ['can_import', ASSETS_VIEW] }, schema: { tags, response: { 200: ImportAnswerSchema } } },
    async (req) => {
      // No `overwrite` field here: Superset's assets import always overwrites.
      const { zip, passwords, sshTunnel } = await readImportForm(req);
      const outcome = await importAssets(db, ctx.keys.databaseSecrets, req.caller, { zip, passwords, sshTunnel });
      return answerOf(outcome.warnings);
    },
  );
};
