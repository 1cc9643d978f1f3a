import {
  APP_VIEW,
  ExploreFormDataKeySchema,
  SqlLabEstimateSchema,
  SqlLabExecuteSchema,
  SqlLabExecutionResponseSchema,
  SqlLabFormatSchema,
  SqlLabPermalinkStateSchema,
  SqlLabResultsQuerySchema,
  parseRisonQuery,
} from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/request-auth.js';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import { pipelineDeps, StageTimings } from '../query/pipeline.js';
import { sqlLabResults } from '../services/sqllab/query-service.js';
import { sqlLabBootstrap } from '../services/sqllab/sqllab-bootstrap.js';
import { executeSqlLab } from '../services/sqllab/sqllab-execute.js';
import type { SqlLabRuntime } from '../services/sqllab/sqllab-runtime.js';
import {
  createSqlLabPermalink,
  estimateQueryCost,
  exportQueryCsv,
  formatSql,
  getSqlLabPermalink,
} from '../services/sqllab/sqllab-tools.js';
import type { RouteModule } from './route-module.js';

const tags = ['SQL Lab'];
const sqllab = { permission: ['can_sqllab', APP_VIEW] } as const;
/**
 * Running, estimating and formatting SQL write the query history at most, never a user, grant or
 * dataset: they keep the metadata memos (readOnly), so the next request need not load the caller again.
 */
const sqllabQuery = { ...sqllab, readOnly: true } as const;
const ClientIdParams = z.object({ client_id: z.string().min(1).max(11) });

/** The request's URL parameters as `url_param()` reads them (the SQL Lab page appends its own). */
const urlParamsOf = (req: FastifyRequest): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
  }
  return out;
};

/** Superset's SqlLabRestApi: bootstrap, execute, results, format, estimate, CSV export and permalinks. */

/**
 * Result rows go out as JSON without a second pass through the response schema: checking and
 * copying each of 100,000 rows cost more than the query (the schema still documents the answer,
 * and the rows come from the engine through our own service, never from the request).
 */
const serializeRowsAsIs = () => (data: unknown) => JSON.stringify(data);

export const sqlLabRoutes =
  (runtime: SqlLabRuntime): RouteModule =>
  (app, ctx) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.meta.db;
    const deps = pipelineDeps(ctx);

    r.get('/api/v1/sqllab/', { config: sqllab, schema: { tags } }, async (req) => ({
      result: await sqlLabBootstrap(db, req.caller),
    }));

    r.post(
      '/api/v1/sqllab/execute/',
      {
        config: sqllabQuery,
        schema: {
          tags,
          body: SqlLabExecuteSchema,
          querystring: z.record(z.string(), z.string()),
          response: { 200: SqlLabExecutionResponseSchema, 202: SqlLabExecutionResponseSchema },
        },
        serializerCompiler: serializeRowsAsIs,
      },
      async (req, reply) => {
        const user = { caller: req.caller, username: req.auth.user?.username ?? null };
        // Where the time goes (as chart data tells it): reading and checking the request, up to here.
        const timings = new StageTimings();
        timings.add('request', reply.elapsedTime);
        const answer = await executeSqlLab(runtime, user, req.body, urlParamsOf(req), timings);
        return reply.code(answer.status).header('server-timing', timings.header()).send(answer.body);
      },
    );

    r.get(
      '/api/v1/sqllab/results/',
      {
        config: sqllab,
        schema: { tags, querystring: RisonQuerystringSchema, response: { 200: SqlLabExecutionResponseSchema } },
        serializerCompiler: serializeRowsAsIs,
      },
      async (req) => {
        const q = parseRisonQuery(SqlLabResultsQuerySchema, req.query.q);
        if (!q.ok) throw badRequest(q.message, q.field);
        return sqlLabResults(db, ctx.cache, req.caller, q.value.key, { rows: q.value.rows, offset: q.value.offset });
      },
    );

    r.post(
      '/api/v1/sqllab/format_sql/',
      {
        config: sqllabQuery,
        schema: { tags, body: SqlLabFormatSchema, response: { 200: z.object({ result: z.string() }) } },
      },
      async (req) => ({ result: await formatSql(db, req.body) }),
    );

    r.post(
      '/api/v1/sqllab/estimate/',
      { config: sqllabQuery, schema: { tags, body: SqlLabEstimateSchema } },
      async (req) => ({ result: await estimateQueryCost(deps, req.caller, req.body) }),
    );

    r.get(
      '/api/v1/sqllab/export/:client_id/',
      { config: sqllab, schema: { tags, params: ClientIdParams } },
      async (req, reply) => {
        requirePermission(req, 'can_csv', APP_VIEW);
        const { csv, fileName } = await exportQueryCsv(deps, req.caller, req.params.client_id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    );

    r.post(
      '/api/v1/sqllab/permalink',
      {
        config: sqllab,
        schema: {
          tags,
          body: SqlLabPermalinkStateSchema,
          response: { 201: z.object({ key: z.string(), url: z.string() }) },
        },
      },
      async (req, reply) => reply.code(201).send(await createSqlLabPermalink(db, req.caller, req.body)),
    );

    r.get(
      '/api/v1/sqllab/permalink/:key',
      {
        config: sqllab,
        schema: { tags, params: ExploreFormDataKeySchema, response: { 200: SqlLabPermalinkStateSchema } },
      },
      async (req) => getSqlLabPermalink(db, req.caller, req.params.key),
    );
  };
