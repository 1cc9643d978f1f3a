import {
  ColumnValuesQuerySchema,
  DATASOURCE_TYPES,
  DatasourceSavePayloadSchema,
  LegacyDatasourceSchema,
  SamplesPayloadSchema,
  SamplesQuerySchema,
  parseDatasourceKey,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormParsers } from '../http/form-parsers.js';
import { badRequest } from '../http/http-error.js';
import type { RouteModule } from './route-module.js';
import { pipelineDeps, type PipelineDeps } from '../query/pipeline.js';
import type { DatasetDeps } from '../services/dataset/dataset-create-service.js';
import { columnValues, datasetSamples } from '../services/dataset/dataset-data-service.js';
import { getLegacyDatasource, saveLegacyDatasource } from '../services/dataset/dataset-legacy.js';

const tags = ['Datasources'];

const DatasourceParams = z.object({ type: z.enum(DATASOURCE_TYPES), id: z.coerce.number().int().positive() });
const ColumnParams = DatasourceParams.extend({ column: z.string().min(1).max(255) });
const MetadataQuery = z.object({ datasourceKey: z.string().min(1).max(64) });
const SaveBody = z.object({ data: z.union([z.string().max(10 * 1024 * 1024), z.record(z.string(), z.unknown())]) });

const parseSavePayload = (data: string | Record<string, unknown>) => {
  let raw: unknown = data;
  if (typeof data === 'string') {
    try {
      raw = JSON.parse(data);
    } catch {
      throw badRequest('data: not valid JSON', 'data');
    }
  }
  const parsed = DatasourceSavePayloadSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = ['data', ...(issue?.path ?? []).map(String)].join('.');
  throw badRequest(`${field}: ${issue?.message ?? 'invalid'}`, field);
};

/** Superset's legacy datasource endpoints plus `/api/v1/datasource/.../values/`; every one checks dataset access. */
export const datasourceRoutes: RouteModule = (app, ctx) => {
  const deps: DatasetDeps & PipelineDeps = { ...pipelineDeps(ctx), timeoutMs: ctx.config.queryTimeoutSeconds * 1000 };

  void app.register(async (scope) => {
    registerFormParsers(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/datasource/get/:type/:id/',
      {
        config: { permission: ['can_read', 'Dataset'] },
        schema: { hide: true, params: DatasourceParams, response: { 200: LegacyDatasourceSchema } },
      },
      async (req) => getLegacyDatasource(deps.db, req.caller, req.params.id),
    );

    r.post(
      '/datasource/save/',
      {
        config: { permission: ['can_write', 'Dataset'] },
        schema: { hide: true, body: SaveBody, response: { 200: LegacyDatasourceSchema } },
      },
      async (req) => saveLegacyDatasource(deps, req.caller, parseSavePayload(req.body.data)),
    );

    for (const prefix of ['/tessera', '/superset']) {
      r.get(
        `${prefix}/fetch_datasource_metadata`,
        {
          config: { permission: ['can_read', 'Dataset'] },
          schema: { hide: true, querystring: MetadataQuery, response: { 200: LegacyDatasourceSchema } },
        },
        async (req) => {
          const key = parseDatasourceKey(req.query.datasourceKey);
          if (
            !Number.isSafeInteger(key.id) ||
            key.id <= 0 ||
            !(DATASOURCE_TYPES as readonly string[]).includes(key.type)
          ) {
            throw badRequest('datasourceKey: expected {id}__table', 'datasourceKey');
          }
          return getLegacyDatasource(deps.db, req.caller, key.id);
        },
      );
    }

    r.post(
      '/datasource/samples',
      {
        config: { permission: ['can_read', 'Dataset'], readOnly: true },
        schema: { hide: true, querystring: SamplesQuerySchema, body: SamplesPayloadSchema },
      },
      async (req) => {
        const { datasource_id, page, per_page } = req.query;
        const result = await datasetSamples(deps, req.caller, datasource_id, {
          page,
          perPage: per_page,
          payload: req.body,
        });
        return { result };
      },
    );

    r.get(
      '/api/v1/datasource/:type/:id/column/:column/values/',
      {
        config: { permission: ['can_read', 'Dataset'] },
        schema: {
          tags,
          params: ColumnParams,
          querystring: z.object({ q: z.string().max(4096).optional() }),
          response: { 200: z.object({ result: z.array(z.unknown()) }) },
        },
      },
      async (req) => {
        const q = parseRisonQuery(ColumnValuesQuerySchema, req.query.q);
        if (!q.ok) throw badRequest(q.message, q.field);
        const result = await columnValues(deps, req.caller, req.params.id, req.params.column, q.value);
        return { result };
      },
    );
  });
};
