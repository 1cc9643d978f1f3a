import {
  DatabaseCreateSchema,
  DatabaseSchema,
  DatabaseUpdateSchema,
  IdParamSchema,
  canAccessDatabase,
  listResponse,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../lib/http-error.js';
import {
  createDatabase,
  deleteDatabase,
  getDatabase,
  listDatabases,
  updateDatabase,
} from '../services/database-service.js';
import type { RouteModule } from './types.js';

const tags = ['Databases'];
const Item = z.object({ id: z.number(), result: DatabaseSchema });

export const databaseRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const secrets = { key: ctx.keys.databaseSecrets };

  r.get(
    '/api/v1/database/',
    {
      config: { permission: ['can_read', 'Database'] },
      schema: { tags, response: { 200: listResponse(DatabaseSchema) } },
    },
    async (req) => {
      const result = await listDatabases(db, req.auth.perms);
      return { result, count: result.length };
    },
  );

  r.get(
    '/api/v1/database/:pk',
    {
      config: { permission: ['can_read', 'Database'] },
      schema: { tags, params: IdParamSchema, response: { 200: Item } },
    },
    async (req) => {
      const result = await getDatabase(db, req.params.pk);
      if (!canAccessDatabase(req.auth.perms, { id: result.id, name: result.database_name })) {
        throw forbidden('You do not have access to this database');
      }
      return { id: result.id, result };
    },
  );

  r.post(
    '/api/v1/database/',
    {
      config: { permission: ['can_write', 'Database'] },
      schema: { tags, body: DatabaseCreateSchema, response: { 201: Item } },
    },
    async (req, reply) => {
      const result = await createDatabase(db, secrets, req.body, req.auth.user?.id ?? null);
      return reply.code(201).send({ id: result.id, result });
    },
  );

  r.put(
    '/api/v1/database/:pk',
    {
      config: { permission: ['can_write', 'Database'] },
      schema: { tags, params: IdParamSchema, body: DatabaseUpdateSchema, response: { 200: Item } },
    },
    async (req) => {
      const result = await updateDatabase(db, secrets, req.params.pk, req.body, req.auth.user?.id ?? null);
      return { id: result.id, result };
    },
  );

  r.delete(
    '/api/v1/database/:pk',
    { config: { permission: ['can_write', 'Database'] }, schema: { tags, params: IdParamSchema } },
    async (req) => {
      await deleteDatabase(db, req.params.pk);
      return { message: 'OK' };
    },
  );
};
