import {
  APP_VIEW,
  TableSchemaCreateSchema,
  TabStateCreateSchema,
  TabStateMigrateQuerySchema,
  TabStateUpdateSchema,
} from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormParsers } from '../http/form-parsers.js';
import { badRequest, unauthorized } from '../http/http-error.js';
import {
  activateTabState,
  createTableSchema,
  createTabState,
  deleteTableSchema,
  deleteTabQuery,
  deleteTabState,
  expandTableSchema,
  getTabState,
  migrateQueryToTab,
  updateTabState,
} from '../services/sqllab/tab-state-service.js';
import type { RouteModule } from './route-module.js';

const tags = ['SQL Lab tabs'];
/** Tab state writes touch no user, grant or dataset: they keep the metadata memos (readOnly). */
const sqllab = { permission: ['can_sqllab', APP_VIEW], readOnly: true } as const;
const TabParams = z.object({ id: z.coerce.number().int().positive() });
const TabQueryParams = TabParams.extend({ client_id: z.string().min(1).max(11) });
const FormBody = z.record(z.string(), z.unknown()).optional();

/**
 * A form field holds JSON text (Superset's SupersetClient postPayload encodes each value); a JSON
 * body holds the value itself.
 */
const fieldOf = (req: FastifyRequest, value: unknown, field: string): unknown => {
  const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(req.headers['content-type'] ?? '');
  if (!isForm || typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`${field}: not valid JSON`, field);
  }
};

const parse = <T>(schema: z.ZodType<T>, value: unknown, field: string): T => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = [field, ...(issue?.path ?? []).map(String)].filter((p) => p !== '').join('.');
  throw badRequest(`${path}: ${issue?.message ?? 'invalid'}`, path);
};

/** Superset answers these with json_success(json.dumps(value)): a bare JSON number or string. */
const json = (reply: FastifyReply, value: number | string) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(value));

const userIdOf = (req: FastifyRequest): number => {
  const id = req.auth.user?.id;
  if (id === undefined) throw unauthorized();
  return id;
};

/**
 * Superset's TabStateView and TableSchemaView (SQLLAB_BACKEND_PERSISTENCE): SQL Lab's tabs and the
 * tables open in them live on the server, so they survive a reload, another browser and another
 * machine. Each user sees only their own (404 otherwise).
 */
export const tabStateRoutes: RouteModule = (app, ctx) => {
  const db = ctx.meta.db;
  void app.register(async (scope) => {
    registerFormParsers(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post('/tabstateview/', { config: sqllab, schema: { tags, body: FormBody } }, async (req) => {
      const editor = parse(TabStateCreateSchema, fieldOf(req, req.body?.queryEditor, 'queryEditor'), 'queryEditor');
      return { id: await createTabState(db, userIdOf(req), editor) };
    });

    r.get('/tabstateview/:id', { config: sqllab, schema: { tags, params: TabParams } }, async (req) =>
      getTabState(db, userIdOf(req), req.params.id),
    );

    r.put(
      '/tabstateview/:id',
      { config: sqllab, schema: { tags, params: TabParams, body: FormBody } },
      async (req, reply) => {
        const fields = Object.fromEntries(Object.entries(req.body ?? {}).map(([k, v]) => [k, fieldOf(req, v, k)]));
        await updateTabState(db, userIdOf(req), req.params.id, parse(TabStateUpdateSchema, fields, ''));
        return json(reply, req.params.id);
      },
    );

    r.delete('/tabstateview/:id', { config: sqllab, schema: { tags, params: TabParams } }, async (req, reply) => {
      await deleteTabState(db, userIdOf(req), req.params.id);
      return json(reply, 'OK');
    });

    r.post(
      '/tabstateview/:id/activate',
      { config: sqllab, schema: { tags, params: TabParams } },
      async (req, reply) => {
        await activateTabState(db, userIdOf(req), req.params.id);
        return json(reply, req.params.id);
      },
    );

    r.post(
      '/tabstateview/:id/migrate_query',
      { config: sqllab, schema: { tags, params: TabParams, body: FormBody } },
      async (req, reply) => {
        const body = parse(TabStateMigrateQuerySchema, { queryId: fieldOf(req, req.body?.queryId, 'queryId') }, '');
        await migrateQueryToTab(db, userIdOf(req), req.params.id, body.queryId);
        return json(reply, req.params.id);
      },
    );

    r.delete(
      '/tabstateview/:id/query/:client_id',
      { config: sqllab, schema: { tags, params: TabQueryParams } },
      async (req, reply) => {
        await deleteTabQuery(db, userIdOf(req), req.params.id, req.params.client_id);
        return json(reply, 'OK');
      },
    );

    r.post('/tableschemaview/', { config: sqllab, schema: { tags, body: FormBody } }, async (req) => {
      const table = parse(TableSchemaCreateSchema, fieldOf(req, req.body?.table, 'table'), 'table');
      return { id: await createTableSchema(db, userIdOf(req), table) };
    });

    r.delete('/tableschemaview/:id', { config: sqllab, schema: { tags, params: TabParams } }, async (req, reply) => {
      await deleteTableSchema(db, userIdOf(req), req.params.id);
      return json(reply, 'OK');
    });

    r.post(
      '/tableschemaview/:id/expanded',
      { config: sqllab, schema: { tags, params: TabParams, body: FormBody } },
      async (req) => {
        const expanded = parse(z.boolean(), fieldOf(req, req.body?.expanded, 'expanded'), 'expanded');
        await expandTableSchema(db, userIdOf(req), req.params.id, expanded);
        return { id: req.params.id, expanded };
      },
    );
  });
};
