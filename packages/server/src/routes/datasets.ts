import { DatasetSchema, IdParamSchema, ListQuerySchema, listResponse, parseRisonQuery } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/http-error.js';
import { getDataset, listDatasets } from '../services/dataset-service.js';
import type { RouteModule } from './types.js';

const tags = ['Datasets'];
export const RisonQuerystringSchema = z.object({ q: z.string().max(65536).optional() });

export const datasetRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;

  r.get(
    '/api/v1/dataset/',
    {
      config: { permission: ['can_read', 'Dataset'] },
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(DatasetSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listDatasets(db, { userId: req.auth.user?.id ?? null, perms: req.auth.perms }, q.value);
    },
  );

  r.get(
    '/api/v1/dataset/:pk',
    {
      config: { permission: ['can_read', 'Dataset'] },
      schema: { tags, params: IdParamSchema, response: { 200: z.object({ id: z.number(), result: DatasetSchema }) } },
    },
    async (req) => {
      const result = await getDataset(db, { userId: req.auth.user?.id ?? null, perms: req.auth.perms }, req.params.pk);
      return { id: result.id, result };
    },
  );
};
