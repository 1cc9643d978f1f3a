import {
  ChartIdListSchema,
  IdParamSchema,
  ListQuerySchema,
  ReportExecutionLogSchema,
  ReportScheduleCreateSchema,
  ReportScheduleSchema,
  ReportScheduleUpdateSchema,
  REPORT_STATES,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { registerListMetaRoutes } from './list-meta.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { reportListResource } from '../services/report/report-list-resource.js';
import { getReportLog, listReportLogs } from '../services/report/report-log-service.js';
import { reportRuntimeFor } from '../services/report/report-runtime.js';
import { sendTestNow } from '../services/report/report-test-run.js';
import {
  createReport,
  deleteReports,
  getReport,
  listReports,
  updateReport,
} from '../services/report/report-service.js';

const tags = ['Report Schedules'];
const Item = z.object({ id: z.number(), result: ReportScheduleSchema });
// Echoes of the body: its JSON-text fields are decoded on the way in, so they go out as written.
const Echo = z.object({ id: z.number(), result: z.record(z.string(), z.unknown()) });
const Message = z.object({ message: z.string() });
const TestRun = z.object({
  result: z.object({ state: z.enum(REPORT_STATES), error_message: z.string().nullable() }),
});
const LogParams = z.object({ pk: z.coerce.number().int().positive(), log_id: z.coerce.number().int().positive() });

/** Superset's ReportScheduleRestApi and ReportExecutionLogRestApi, behind can_read / can_write on ReportSchedule. */
export const reportRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'ReportSchedule'] } as const;
  const write = { permission: ['can_write', 'ReportSchedule'] } as const;

  registerListMetaRoutes(app, db, {
    base: '/api/v1/report',
    view: 'ReportSchedule',
    tags,
    resource: reportListResource,
    relatedColumns: ['owners', 'created_by', 'changed_by'],
    distinctCtx: (req) => req.caller,
  });

  r.get(
    '/api/v1/report/',
    {
      config: read,
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(ReportScheduleSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listReports(db, req.caller, q.value);
    },
  );

  r.get(
    '/api/v1/report/:pk',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => ({ id: req.params.pk, result: await getReport(db, req.caller, req.params.pk) }),
  );

  r.post(
    '/api/v1/report/',
    { config: write, schema: { tags, body: ReportScheduleCreateSchema, response: { 201: Echo } } },
    async (req, reply) => {
      const created = await createReport(db, req.caller, req.body);
      return reply.code(201).send(created);
    },
  );

  r.put(
    '/api/v1/report/:pk',
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: ReportScheduleUpdateSchema, response: { 200: Echo } },
    },
    async (req) => updateReport(db, req.caller, req.params.pk, req.body),
  );

  r.delete(
    '/api/v1/report/:pk',
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: Message } } },
    async (req) => {
      await deleteReports(db, req.caller, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    '/api/v1/report/',
    { config: write, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } } },
    async (req) => {
      const ids = parseRisonQuery(ChartIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const names = await deleteReports(db, req.caller, ids.value);
      return { message: `Deleted ${names.length} report schedule${names.length === 1 ? '' : 's'}` };
    },
  );

  // 'Send test now' from the modal: Tessera's own route (Superset has none), for the schedule's owners.
  r.post(
    '/api/v1/report/:pk/test/',
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: TestRun } } },
    async (req) => ({ result: await sendTestNow(reportRuntimeFor(ctx), req.caller, req.params.pk) }),
  );

  r.get(
    '/api/v1/report/:pk/log/',
    {
      config: read,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: RisonQuerystringSchema,
        response: { 200: listResponse(ReportExecutionLogSchema) },
      },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listReportLogs(db, req.caller, req.params.pk, q.value);
    },
  );

  r.get(
    '/api/v1/report/:pk/log/:log_id',
    {
      config: read,
      schema: {
        tags,
        params: LogParams,
        response: { 200: z.object({ id: z.number(), result: ReportExecutionLogSchema }) },
      },
    },
    async (req) => ({
      id: req.params.log_id,
      result: await getReportLog(db, req.caller, req.params.pk, req.params.log_id),
    }),
  );
};
