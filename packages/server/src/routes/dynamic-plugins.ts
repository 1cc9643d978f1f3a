import {
  DynamicPluginReadSchema,
  DynamicPluginSchema,
  DynamicPluginUpdateSchema,
  DynamicPluginWriteSchema,
  IdParamSchema,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteModule } from './route-module.js';
import {
  createDynamicPlugin,
  deleteDynamicPlugin,
  getDynamicPlugin,
  readDynamicPlugins,
  updateDynamicPlugin,
} from '../services/dynamic-plugin/dynamic-plugin-service.js';

const tags = ['Dynamic plugins'];
const Item = z.object({ id: z.number(), result: DynamicPluginSchema });
const Message = z.object({ message: z.string() });

/**
 * Superset's DynamicPluginsView (`route_base = "/dynamic-plugins"`) and the JSON routes of FAB's
 * ModelView it inherits: read, get, create, update and delete, behind can_read and can_write on
 * DynamicPlugin. Every signed-in role reads (pages load the bundles); only Admin writes.
 */
export const dynamicPluginRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const hosts = ctx.config.dynamicPluginsAllowedHosts;
  const read = { permission: ['can_read', 'DynamicPlugin'] } as const;
  const write = { permission: ['can_write', 'DynamicPlugin'] } as const;

  r.get(
    '/dynamic-plugins/api/read',
    { config: read, schema: { tags, response: { 200: DynamicPluginReadSchema } } },
    async () => readDynamicPlugins(db),
  );

  r.get(
    '/dynamic-plugins/api/get/:pk',
    { config: read, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => ({ id: req.params.pk, result: await getDynamicPlugin(db, req.params.pk) }),
  );

  r.post(
    '/dynamic-plugins/api/create',
    { config: write, schema: { tags, body: DynamicPluginWriteSchema, response: { 201: Item } } },
    async (req, reply) => {
      const result = await createDynamicPlugin(db, req.caller, hosts, req.body);
      return reply.code(201).send({ id: result.id, result });
    },
  );

  r.put(
    '/dynamic-plugins/api/update/:pk',
    {
      config: write,
      schema: { tags, params: IdParamSchema, body: DynamicPluginUpdateSchema, response: { 200: Item } },
    },
    async (req) => ({
      id: req.params.pk,
      result: await updateDynamicPlugin(db, req.caller, hosts, req.params.pk, req.body),
    }),
  );

  r.delete(
    '/dynamic-plugins/api/delete/:pk',
    { config: write, schema: { tags, params: IdParamSchema, response: { 200: Message } } },
    async (req) => {
      await deleteDynamicPlugin(db, req.params.pk);
      return { message: 'OK' };
    },
  );
};
