import { ASSETS_VIEW, EXPORT_RESOURCES, EXPORT_VIEWS, parseRisonQuery, type ExportResource } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/caller.js';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from '../http/route-module.js';
import {
  exportAssets,
  exportZip,
  importAssets,
  importZip,
  parseSecretMap,
  type ImportRequest,
} from '../import-export/bundle-service.js';

const IdsSchema = z.array(z.number().int().positive()).min(1).max(1000);
const Message = z.object({ message: z.string() });

/** Reads Superset's import form: the ZIP in `formData`, then text fields. SSH tunnel secrets are accepted and unused. */
const readImportForm = async (req: FastifyRequest): Promise<ImportRequest> => {
  let zip: Uint8Array | null = null;
  const fields: Record<string, string> = {};
  // Not a multipart form: there is no file to read (multipart itself would answer a bare 406).
  if (!req.isMultipart()) throw badRequest('formData: a ZIP file is required (multipart/form-data)', 'formData');
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'formData') zip = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The multipart plugin's own errors (size and count limits) carry their 4xx; the parser's do not:
    // a truncated or garbled body is the client's fault, not a 500.
    if (err instanceof Error && 'statusCode' in err) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw badRequest(`formData: malformed multipart body (${reason})`, 'formData');
  }
  if (!zip) throw badRequest('formData: a ZIP file is required', 'formData');
  return {
    zip,
    overwrite: fields.overwrite === 'true',
    passwords: parseSecretMap(fields.passwords, 'passwords'),
  };
};

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
        const zip = await exportZip(db, callerOf(req.auth), resource, q.value);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename=${zip.filename}`)
          .send(Buffer.from(zip.data));
      },
    );
    r.post(
      `/api/v1/${resource}/import/`,
      { config: { permission: ['can_write', view] }, schema: { tags, response: { 200: Message } } },
      async (req) => {
        const form = await readImportForm(req);
        await importZip(db, ctx.keys.databaseSecrets, callerOf(req.auth), resource as ExportResource, form);
        return { message: 'OK' };
      },
    );
  }

  const tags = ['Assets import/export'];
  r.get(
    '/api/v1/assets/export/',
    { config: { permission: ['can_export', ASSETS_VIEW] }, schema: { tags } },
    async (req, reply) => {
      const zip = await exportAssets(db, callerOf(req.auth));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename=${zip.filename}`)
        .send(Buffer.from(zip.data));
    },
  );
  r.post(
    '/api/v1/assets/import/',
    { config: { permission: ['can_import', ASSETS_VIEW] }, schema: { tags, response: { 200: Message } } },
    async (req) => {
      // No `overwrite` field here: Superset's assets import always overwrites.
      const { zip, passwords } = await readImportForm(req);
      await importAssets(db, ctx.keys.databaseSecrets, callerOf(req.auth), { zip, passwords });
      return { message: 'OK' };
    },
  );
};
