import {
  ChartIdListSchema,
  DashboardCopyDataSchema,
  DashboardCopyResultSchema,
  DashboardChartSchema,
  DashboardCreateSchema,
  DashboardDatasetsResponseSchema,
  DashboardDetailSchema,
  DashboardListItemSchema,
  DashboardSaveAnswerSchema,
  DashboardSaveSchema,
  DashboardWriteResultSchema,
  IdParamSchema,
  ListQuerySchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormParsers } from '../http/form-parsers.js';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { copyDashboard } from '../services/dashboard/dashboard-copy-service.js';
import { dashboardDatasets } from '../services/dashboard/dashboard-datasets.js';
import { dashboardCharts, getDashboard, listDashboards } from '../services/dashboard/dashboard-service.js';
import { updateDashboard } from '../services/dashboard/dashboard-save-service.js';
import { createDashboard, deleteDashboards } from '../services/dashboard/dashboard-write-service.js';
import { logDashboardView } from '../services/shared/activity-log.js';

const tags = ['Dashboards'];
const IdOrSlugParams = z.object({ pk: z.string().trim().min(1).max(255) });
const Item = z.object({ id: z.number(), result: DashboardDetailSchema });
const Written = z.object({ id: z.number(), result: DashboardWriteResultSchema });
const Charts = z.object({ result: z.array(DashboardChartSchema) });
const Message = z.object({ message: z.string() });
const CopyBody = z.object({ data: z.union([z.string().max(10 * 1024 * 1024), z.record(z.string(), z.unknown())]) });

/** copy_dash's `data`: JSON text (Superset's form post) or an object (a JSON body). */
const parseCopyData = (data: string | Record<string, unknown>) => {
  let raw: unknown = data;
  if (typeof data === 'string') {
    try {
      raw = JSON.parse(data);
    } catch {
      throw badRequest('data: Not valid JSON', 'data');
    }
  }
  const parsed = DashboardCopyDataSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = ['data', ...(issue?.path ?? []).map(String)].join('.');
  throw badRequest(`${field}: ${issue?.message ?? 'invalid'}`, field);
};

/**
 * Superset's DashboardRestApi CRUD: list, show (by id or slug), charts, datasets, create, update,
 * delete and bulk delete; and the legacy save-as view copy_dash.
 */
export const dashboardRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Dashboard'] } as const;
  const write = { permission: ['can_write', 'Dashboard'] } as const;

  r.get(
    '/api/v1/dashboard/',
    {
      config: read,
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(DashboardListItemSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listDashboards(db, req.caller, q.value);
    },
  );

  r.get(
    '/api/v1/dashboard/:pk',
    { config: read, schema: { tags, params: IdOrSlugParams, response: { 200: Item } } },
    async (req) => {
      const result = await getDashboard(db, req.caller, req.params.pk);
      await logDashboardView(db, req.auth.user?.id ?? null, result.id);
      return { id: result.id, result };
    },
  );

  r.get(
    '/api/v1/dashboard/:pk/charts',
    { config: read, schema: { tags, params: IdOrSlugParams, response: { 200: Charts } } },
    async (req) => ({
      result: await dashboardCharts(db, req.caller, req.params.pk),
    }),
  );

  r.get(
    '/api/v1/dashboard/:pk/datasets',
    { config: read, schema: { tags, params: IdOrSlugParams, response: { 200: DashboardDatasetsResponseSchema } } },
    async (req) => ({
      result: await dashboardDatasets(db, req.caller, req.params.pk),
    }),
  );

  r.post(
    '/api/v1/dashboard/',
    { config: write, schema: { tags, body: DashboardCreateSchema, response: { 201: Written } } },
    async (req, reply) => reply.code(201).send(await createDashboard(db, req.caller, req.body)),
  );

  r.put(
    '/api/v1/dashboard/:pk',
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: DashboardSaveSchema, response: { 200: DashboardSaveAnswerSchema } },
    },
    async (req) => updateDashboard(db, req.caller, req.params.pk, req.body),
  );

  r.delete(
    '/api/v1/dashboard/:pk',
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: Message } } },
    async (req) => {
      await deleteDashboards(db, req.caller, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    '/api/v1/dashboard/',
    { config: write, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } } },
    async (req) => {
      const ids = parseRisonQuery(ChartIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteDashboards(db, req.caller, ids.value);
      return { message: `Deleted ${n} dashboard${n === 1 ? '' : 's'}` };
    },
  );

  void app.register(async (scope) => {
    registerFormParsers(scope);
    const f = scope.withTypeProvider<ZodTypeProvider>();
    for (const prefix of ['/tessera', '/superset']) {
      f.post(
        `${prefix}/copy_dash/:pk/`,
        {
          config: write,
          schema: { tags, params: IdParamSchema, body: CopyBody, response: { 200: DashboardCopyResultSchema } },
        },
        async (req) => copyDashboard(db, req.caller, req.params.pk, parseCopyData(req.body.data)),
      );
    }
  });
};
