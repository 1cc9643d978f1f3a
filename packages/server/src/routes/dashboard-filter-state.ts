import {
  DashboardFilterStateTabSchema,
  DashboardFilterStateWriteSchema,
  ExploreFormDataKeySchema,
  FilterSetCreateSchema,
  FilterSetListSchema,
  FilterSetSchema,
  FilterSetUpdateSchema,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteModule } from './route-module.js';
import {
  createFilterSet,
  deleteFilterSet,
  getFilterSet,
  listFilterSets,
  updateFilterSet,
} from '../services/dashboard/dashboard-filter-set-service.js';
import {
  createFilterState,
  deleteFilterState,
  getFilterState,
  updateFilterState,
} from '../services/dashboard/dashboard-filter-state-service.js';

const IdOrSlugParams = z.object({ pk: z.string().trim().min(1).max(255) });
const KeyParams = IdOrSlugParams.extend(ExploreFormDataKeySchema.shape);
const SetParams = IdOrSlugParams.extend({ set_id: z.coerce.number().int().positive().max(2_147_483_647) });
const Key = z.object({ key: z.string() });
const Message = z.object({ message: z.string() });
const SetAnswer = z.object({ id: z.number().int(), result: FilterSetSchema });

/**
 * Superset's DashboardFilterStateRestApi (the `native_filters_key` entries) and FilterSetRestApi.
 * Filter state needs only to read the dashboard (each user writes their own entries); filter sets
 * are read with the dashboard and written with can_write Dashboard, the owner rules in the service.
 */
export const dashboardFilterStateRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const read = { permission: ['can_read', 'Dashboard'] } as const;
  const write = { permission: ['can_write', 'Dashboard'] } as const;
  const stateTags = ['Dashboard Filter State'];
  const setTags = ['Filter Sets'];

  r.post(
    '/api/v1/dashboard/:pk/filter_state',
    {
      config: read,
      schema: {
        tags: stateTags,
        params: IdOrSlugParams,
        querystring: DashboardFilterStateTabSchema,
        body: DashboardFilterStateWriteSchema,
        response: { 201: Key },
      },
    },
    async (req, reply) => {
      const { pk } = req.params;
      const key = await createFilterState(db, req.caller, pk, req.body.value, req.query.tab_id);
      return reply.code(201).send({ key });
    },
  );

  r.get(
    '/api/v1/dashboard/:pk/filter_state/:key',
    {
      config: read,
      schema: { tags: stateTags, params: KeyParams, response: { 200: z.object({ value: z.string() }) } },
    },
    async (req) => ({ value: await getFilterState(db, req.caller, req.params.pk, req.params.key) }),
  );

  r.put(
    '/api/v1/dashboard/:pk/filter_state/:key',
    {
      config: read,
      schema: {
        tags: stateTags,
        params: KeyParams,
        querystring: DashboardFilterStateTabSchema,
        body: DashboardFilterStateWriteSchema,
        response: { 200: Key },
      },
    },
    async (req) => {
      const { pk, key } = req.params;
      return {
        key: await updateFilterState(db, req.caller, pk, key, req.body.value, req.query.tab_id),
      };
    },
  );

  r.delete(
    '/api/v1/dashboard/:pk/filter_state/:key',
    { config: read, schema: { tags: stateTags, params: KeyParams, response: { 200: Message } } },
    async (req) => {
      await deleteFilterState(db, req.caller, req.params.pk, req.params.key);
      return { message: 'Deleted successfully' };
    },
  );

  r.get(
    '/api/v1/dashboard/:pk/filtersets',
    { config: read, schema: { tags: setTags, params: IdOrSlugParams, response: { 200: FilterSetListSchema } } },
    async (req) => listFilterSets(db, req.caller, req.params.pk),
  );

  r.get(
    '/api/v1/dashboard/:pk/filtersets/:set_id',
    { config: read, schema: { tags: setTags, params: SetParams, response: { 200: SetAnswer } } },
    async (req) => {
      const { pk, set_id } = req.params;
      return { id: set_id, result: await getFilterSet(db, req.caller, pk, set_id) };
    },
  );

  r.post(
    '/api/v1/dashboard/:pk/filtersets',
    {
      config: write,
      schema: { tags: setTags, params: IdOrSlugParams, body: FilterSetCreateSchema, response: { 201: SetAnswer } },
    },
    async (req, reply) => {
      const result = await createFilterSet(db, req.caller, req.params.pk, req.body);
      return reply.code(201).send({ id: result.id, result });
    },
  );

  r.put(
    '/api/v1/dashboard/:pk/filtersets/:set_id',
    {
      config: write,
      schema: { tags: setTags, params: SetParams, body: FilterSetUpdateSchema, response: { 200: SetAnswer } },
    },
    async (req) => {
      const { pk, set_id } = req.params;
      const result = await updateFilterSet(db, req.caller, pk, set_id, req.body);
      return { id: result.id, result };
    },
  );

  r.delete(
    '/api/v1/dashboard/:pk/filtersets/:set_id',
    { config: write, schema: { tags: setTags, params: SetParams, response: { 200: z.object({ id: z.number() }) } } },
    async (req) => {
      const { pk, set_id } = req.params;
      await deleteFilterSet(db, req.caller, pk, set_id);
      return { id: set_id };
    },
  );
};
