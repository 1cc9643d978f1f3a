import { IdParamSchema, UserCreateSchema, UserSchema, UserUpdateSchema, listResponse } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/http-error.js';
import type { RouteModule } from './route-module.js';
import { assertKeepsAnAdmin, createUser, getUser, listUsers, updateUser } from '../services/security/user-service.js';

const Item = z.object({ id: z.number(), result: UserSchema });
const tags = ['Security: users'];

export const userRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;

  r.get(
    '/api/v1/security/users/',
    { config: { permission: ['can_read', 'User'] }, schema: { tags, response: { 200: listResponse(UserSchema) } } },
    async () => {
      const result = await listUsers(db);
      return { result, count: result.length };
    },
  );

  r.get(
    '/api/v1/security/users/:pk',
    { config: { permission: ['can_read', 'User'] }, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => {
      return { id: req.params.pk, result: await getUser(db, req.params.pk) };
    },
  );

  r.post(
    '/api/v1/security/users/',
    {
      config: { permission: ['can_write', 'User'] },
      schema: { tags, body: UserCreateSchema, response: { 201: Item } },
    },
    async (req, reply) => {
      const user = await createUser(db, req.body);
      return reply.code(201).send({ id: user.id, result: user });
    },
  );

  r.put(
    '/api/v1/security/users/:pk',
    {
      config: { permission: ['can_write', 'User'] },
      schema: { tags, params: IdParamSchema, body: UserUpdateSchema, response: { 200: Item } },
    },
    async (req) => {
      const { pk } = req.params;
      const deactivatingSelf = req.auth.user?.id === pk && req.body.active === false;
      if (deactivatingSelf) throw badRequest('You cannot deactivate your own account', 'active');
      await assertKeepsAnAdmin(db, pk, req.body);
      return { id: pk, result: await updateUser(db, pk, req.body) };
    },
  );
};
