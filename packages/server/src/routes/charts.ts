import {
  ChartCreateSchema,
  ChartDetailSchema,
  ChartIdListSchema,
  ChartListItemSchema,
  ChartUpdateSchema,
  ChartWriteResultSchema,
  IdParamSchema,
  ListQuerySchema,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';
import type { RouteModule } from './route-module.js';
import { getChart, listCharts } from '../services/chart/chart-service.js';
import { createChart, deleteCharts, updateChart } from '../services/chart/chart-write-service.js';

const tags = ['Charts'];
const Item = z.object({ id: z.number(), result: ChartDetailSchema });
const Written = z.object({ id: z.number(), result: ChartWriteResultSchema });
const Message = z.object({ message: z.string() });

/** Superset's ChartRestApi CRUD: list, show, create, update, delete and bulk delete. */
export const chartRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;

  r.get(
    '/api/v1/chart/',
    {
      config: { permission: ['can_read', 'Chart'] },
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: listResponse(ChartListItemSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listCharts(db, req.caller, q.value);
    },
  );

  r.get(
    '/api/v1/chart/:pk',
    {
      config: { permission: ['can_read', 'Chart'] },
      schema: { tags, params: IdParamSchema, response: { 200: Item } },
    },
    async (req) => ({
      id: req.params.pk,
      result: await getChart(db, req.caller, req.params.pk),
    }),
  );

  r.post(
    '/api/v1/chart/',
    {
      config: { permission: ['can_write', 'Chart'] },
      schema: { tags, body: ChartCreateSchema, response: { 201: Written } },
    },
    async (req, reply) => reply.code(201).send(await createChart(db, req.caller, req.body)),
  );

  r.put(
    '/api/v1/chart/:pk',
    {
      config: { permission: ['can_write', 'Chart'] },
      schema: { tags, params: IdParamSchema, body: ChartUpdateSchema, response: { 200: Written } },
    },
    async (req) => updateChart(db, req.caller, req.params.pk, req.body),
  );

  r.delete(
    '/api/v1/chart/:pk',
    {
      config: { permission: ['can_write', 'Chart'] },
      schema: { tags, params: IdParamSchema, response: { 200: Message } },
    },
    async (req) => {
      await deleteCharts(db, req.caller, [req.params.pk]);
      return { message: 'OK' };
    },
  );

  r.delete(
    '/api/v1/chart/',
    {
      config: { permission: ['can_write', 'Chart'] },
      schema: { tags, querystring: RisonQuerystringSchema, response: { 200: Message } },
    },
    async (req) => {
      const ids = parseRisonQuery(ChartIdListSchema, req.query.q);
      if (!ids.ok) throw badRequest(ids.message, ids.field);
      const n = await deleteCharts(db, req.caller, ids.value);
      return { message: `Deleted ${n} chart${n === 1 ? '' : 's'}` };
    },
  );
};
