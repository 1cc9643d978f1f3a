import {
  APP_VIEW,
  IdParamSchema,
  ListQuerySchema,
  QueryStopSchema,
  QueryUpdatedSinceSchema,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import { listQueries, queriesUpdatedSince, showQuery, stopQuery } from '../services/sqllab/query-service.js';
import type { SqlLabRuntime } from '../services/sqllab/sqllab-runtime.js';
import { relatedDatabases } from '../services/database/related-databases.js';
import { queryListResource } from '../services/sqllab/query-list-resource.js';
import { registerListMetaRoutes } from './list-meta.js';
import type { RouteModule } from './route-module.js';

const tags = ['Queries'];
const read = { permission: ['can_read', 'Query'] } as const;

/** Superset's QueryRestApi: SQL Lab's query history, its polling and the stop button. */
export const queryRoutes =
  (runtime: SqlLabRuntime): RouteModule =>
  (app, ctx) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const db = ctx.meta.db;

    registerListMetaRoutes(app, db, {
      base: '/api/v1/query',
      view: 'Query',
      tags,
      resource: queryListResource,
      relatedColumns: ['database', 'user'],
      related: (column, q, req) => (column === 'database' ? relatedDatabases(db, req.caller.perms, q) : null),
      distinctCtx: (req) => req.caller,
    });

    r.get('/api/v1/query/', { config: read, schema: { tags, querystring: RisonQuerystringSchema } }, async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listQueries(db, req.caller, q.value);
    });

    r.get(
      '/api/v1/query/updated_since',
      { config: read, schema: { tags, querystring: RisonQuerystringSchema } },
      async (req) => {
        const q = parseRisonQuery(QueryUpdatedSinceSchema, req.query.q);
        if (!q.ok) throw badRequest(q.message, q.field);
        return { result: await queriesUpdatedSince(db, req.auth.user?.id ?? null, q.value.last_updated_ms) };
      },
    );

    r.get('/api/v1/query/:pk', { config: read, schema: { tags, params: IdParamSchema } }, async (req) => ({
      id: req.params.pk,
      result: await showQuery(db, req.caller, req.params.pk),
    }));

    r.post(
      '/api/v1/query/stop',
      {
        // Stopping writes the query row only: the metadata memos stay (readOnly).
        config: { permission: ['can_sqllab', APP_VIEW], readOnly: true },
        schema: { tags, body: QueryStopSchema, response: { 200: z.object({ result: z.string() }) } },
      },
      async (req) => {
        await stopQuery(db, runtime.running, req.caller, req.body.client_id);
        return { result: 'OK' };
      },
    );
  };
