import {
  DatasetGetOrCreateSchema,
  DatasetCreateSchema,
  DatasetDetailSchema,
  DatasetIdListSchema,
  DatasetListItemSchema,
  DatasetSqlPreviewResultSchema,
  DatasetSqlPreviewSchema,
  DatasetUpdateQuerySchema,
  DatasetUpdateSchema,
  IdParamSchema,
  ListQuerySchema,
  RelatedObjectsSchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { pipelineDeps } from '../query/pipeline.js';
import { createDataset, type DatasetDeps } from '../services/dataset/dataset-create-service.js';
import { deleteDatasets } from '../services/dataset/dataset-delete-service.js';
import { getOrCreateDataset } from '../services/dataset/dataset-get-or-create.js';
import { listDatasets } from '../services/dataset/dataset-list-service.js';
import { previewDatasetSql } from '../services/dataset/dataset-sql-preview.js';
import { refreshDataset } from '../services/dataset/dataset-refresh-service.js';
import { getDatasetDetail } from '../services/dataset/dataset-service.js';
import { updateDataset } from '../services/dataset/dataset-update-service.js';
import { relatedObjects } from '../services/shared/related-objects.js';

const tags = ['Datasets'];
const Item = z.object({ id: z.number(), result: DatasetDetailSchema });
const Message = z.object({ message: z.string() });

/**
 * Superset's DatasetRestApi CRUD: list, show, create, update, refresh, related objects, delete and
 * bulk delete, plus the SQL preview of a virtual dataset being written.
 */
export const datasetRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const deps: DatasetDeps = { db, connections: ctx.connections, timeoutMs: ctx.config.queryTimeoutSeconds * 1000 };
  const pipeline = pipelineDeps(ctx);

  r.get(
    '/api/v1/dataset/',
    {
      config: { permission: ['can_read', 'Dataset'] },
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(DatasetListItemSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listDatasets(db, req.caller, q.value);
    },
  );

  r.get(
    '/api/v1/dataset/:pk',
    {
      config: { permission: ['can_read', 'Dataset'] },
      schema: { tags, params: IdParamSchema, response: { 200: Item } },
    },
    async (req) => {
      const result = await getDatasetDetail(db, req.caller, req.params.pk);
      return { id: result.id, result };
    },
  );

  r.post(
    '/api/v1/dataset/',
    {
      config: { permission: ['can_write', 'Dataset'] },
      schema: { tags, body: DatasetCreateSchema, response: { 201: Item } },
    },
    async (req, reply) => {
      const result = await createDataset(deps, req.caller, req.body);
      return reply.code(201).send({ id: result.id, result });
    },
  );

  r.post(
    '/api/v1/dataset/get_or_create/',
    {
      config: { permission: ['can_write', 'Dataset'] },
      schema: {
        tags,
        body: DatasetGetOrCreateSchema,
        response: { 200: z.object({ result: z.object({ table_id: z.number().int() }) }) },
      },
    },
    async (req) => ({ result: await getOrCreateDataset(deps, req.caller, req.body) }),
  );

  r.post(
    '/api/v1/dataset/sql_preview/',
    {
      // Writes nothing: the metadata memo stays; the permission is the one creating the dataset needs.
      config: { permission: ['can_write', 'Dataset'], readOnly: true },
      schema: { tags, body: DatasetSqlPreviewSchema, response: { 200: DatasetSqlPreviewResultSchema } },
    },
    async (req) => previewDatasetSql(pipeline, req.caller, req.body),
  );

  r.put(
    '/api/v1/dataset/:pk',
    {
      config: { permission: ['can_write', 'Dataset'] },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: DatasetUpdateQuerySchema,
        body: DatasetUpdateSchema,
        response: { 200: Item },
      },
    },
    async (req) => {
      const overrideColumns = req.query.override_columns === 'true';
      const result = await updateDataset(deps, req.caller, req.params.pk, req.body, { overrideColumns });
      return { id: result.id, result };
    },
  );

  r.put(
    '/api/v1/dataset/:pk/refresh',
    {
      config: { permission: ['can_write', 'Dataset'] },
      schema: { tags, params: IdParamSchema, response: { 200: Message } },
    },
    async (req) => {
      await refreshDataset(deps, req.caller, req.params.pk);
      return { message: 'OK' };
    },
  );

  // Superset's DatasetRestApi.related_objects: what a delete would break, for the confirmation.
  r.get(
    '/api/v1/dataset/:pk/related_objects',
    {
      config: { permission: ['can_read', 'Dataset'] },
      schema: { tags, params: IdParamSchema, response: { 200: RelatedObjectsSchema } },
    },
    async (req) => {
      // The dataset's own access check (404 unknown, 403 not readable) before anything about it.
      await getDatasetDetail(db, req.caller, req.params.pk);
      return relatedObjects(db, req.caller, { datasetId: req.params.pk });
    },
  );

  r.delete(
    '/api/v1/dataset/:pk',
    {
      config: { permission: ['can_write', 'Dataset'] },
      schema: { tags, params: IdParamSchema, response: { 200: Message } },
    },
    async (req) => {
      await deleteDatasets(db, req.caller, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    '/api/v1/dataset/',
    {
      config: { permission: ['can_write', 'Dataset'] },
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } },
    },
    async (req) => {
      const ids = parseRisonQuery(DatasetIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteDatasets(db, req.caller, ids.value);
      return { message: `Deleted ${n} dataset${n === 1 ? '' : 's'}` };
    },
  );
};
