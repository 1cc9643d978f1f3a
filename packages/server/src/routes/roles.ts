import {
  IdParamSchema,
  PermissionViewSchema,
  RoleCreateSchema,
  RolePermissionsUpdateSchema,
  RoleSchema,
  listResponse,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteModule } from './route-module.js';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  renameRole,
  updateRolePermissions,
} from '../services/security/role-service.js';
import { listPermissionCatalog } from '../services/security/data-access-catalog.js';

const Item = z.object({ id: z.number(), result: RoleSchema });
const tags = ['Security: roles'];

export const roleRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;

  r.get(
    '/api/v1/security/roles/',
    { config: { permission: ['can_read', 'Role'] }, schema: { tags, response: { 200: listResponse(RoleSchema) } } },
    async () => {
      const result = await listRoles(db);
      return { result, count: result.length };
    },
  );

  r.get(
    '/api/v1/security/roles/:pk',
    { config: { permission: ['can_read', 'Role'] }, schema: { tags, params: IdParamSchema, response: { 200: Item } } },
    async (req) => {
      return { id: req.params.pk, result: await getRole(db, req.params.pk) };
    },
  );

  r.post(
    '/api/v1/security/roles/',
    {
      config: { permission: ['can_write', 'Role'] },
      schema: { tags, body: RoleCreateSchema, response: { 201: Item } },
    },
    async (req, reply) => {
      const role = await createRole(db, req.body.name);
      return reply.code(201).send({ id: role.id, result: role });
    },
  );

  r.put(
    '/api/v1/security/roles/:pk',
    {
      config: { permission: ['can_write', 'Role'] },
      schema: { tags, params: IdParamSchema, body: RoleCreateSchema, response: { 200: Item } },
    },
    async (req) => {
      return { id: req.params.pk, result: await renameRole(db, req.params.pk, req.body.name) };
    },
  );

  r.delete(
    '/api/v1/security/roles/:pk',
    { config: { permission: ['can_write', 'Role'] }, schema: { tags, params: IdParamSchema } },
    async (req) => {
      await deleteRole(db, req.params.pk);
      return { message: 'OK' };
    },
  );

  r.put(
    '/api/v1/security/roles/:pk/permissions',
    {
      config: { permission: ['can_write', 'Role'] },
      schema: { tags, params: IdParamSchema, body: RolePermissionsUpdateSchema, response: { 200: Item } },
    },
    async (req) => {
      return { id: req.params.pk, result: await updateRolePermissions(db, req.params.pk, req.body.permissions) };
    },
  );

  r.get(
    '/api/v1/security/permissions/',
    {
      config: { permission: ['can_read', 'Role'] },
      schema: { tags, response: { 200: listResponse(PermissionViewSchema) } },
    },
    async () => {
      const result = await listPermissionCatalog(db);
      return { result, count: result.length };
    },
  );
};
