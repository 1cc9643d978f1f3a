import { IdParamSchema, UploadAnswerSchema, UploadMetadataAnswerSchema } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteModule } from './route-module.js';
import { receiveUpload } from '../services/database/upload/upload-form.js';
import { uploadFile, uploadMetadata } from '../services/database/upload/upload-service.js';

const tags = ['Databases'];
/** Superset's DatabaseRestApi maps both upload methods to `can_upload` on Database (Admin and Alpha). */
const permission = ['can_upload', 'Database'] as const;

/** Superset's CSV, Excel and columnar upload: the multipart file goes to a temporary file, removed after. */
export const databaseUploadRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;

  r.post(
    '/api/v1/database/:pk/upload/',
    { config: { permission }, schema: { tags, params: IdParamSchema, response: { 201: UploadAnswerSchema } } },
    async (req, reply) => {
      const received = await receiveUpload(req);
      try {
        return reply.code(201).send(await uploadFile({ db }, req.caller, req.params.pk, received));
      } finally {
        await received.discard();
      }
    },
  );

  r.post(
    '/api/v1/database/upload_metadata/',
    { config: { permission, readOnly: true }, schema: { tags, response: { 200: UploadMetadataAnswerSchema } } },
    async (req) => {
      const received = await receiveUpload(req);
      try {
        return await uploadMetadata(received);
      } finally {
        await received.discard();
      }
    },
  );
};
