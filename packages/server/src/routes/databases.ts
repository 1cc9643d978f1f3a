import {
  AvailableDatabasesSchema,
  DatabaseCreateSchema,
  DatabaseListItemSchema,
  DatabaseSchema,
  DatabaseSchemasQuerySchema,
  DatabaseTablesQuerySchema,
  DatabaseTablesSchema,
  DatabaseTestConnectionSchema,
  DatabaseUpdateSchema,
  DatabaseValidateParametersSchema,
  IdParamSchema,
  ListQuerySchema,
  RelatedObjectsSchema,
  TableExtraSchema,
  TableMetadataQuerySchema,
  TableMetadataSchema,
  canAccessDatabase,
  listResponse,
  parseRisonQuery,
} from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getEngineSpec } from '../engines/registry.js';
import { badRequest, forbidden } from '../http/http-error.js';
import { registerListMetaRoutes } from './list-meta.js';
import type { RouteModule } from './route-module.js';
import { testConnection } from '../services/database/database-connection-test.js';
import { availableDatabases, validateParameters } from '../services/database/database-engines.js';
import {
  listSchemas,
  listTables,
  selectStar,
  tableExtra,
  tableMetadata,
} from '../services/database/database-introspection.js';
import { databaseListResource } from '../services/database/database-list-resource.js';
import { registerSchemaPerms } from '../services/database/database-schema-perms.js';
import {
  createDatabase,
  deleteDatabase,
  deleteSshTunnel,
  getDatabase,
  listDatabases,
  updateDatabase,
} from '../services/database/database-service.js';
import { relatedObjects } from '../services/shared/related-objects.js';

const tags = ['Databases'];
const Item = z.object({ id: z.number(), result: DatabaseSchema });
const Message = z.object({ message: z.string() });
const Rison = z.object({ q: z.string().max(4096).optional() });
const TableParams = IdParamSchema.extend({ table: z.string().min(1).max(250) });
const SchemaTableParams = TableParams.extend({ schema: z.string().min(1).max(250) });
const SelectStar = z.object({ result: z.string() });

export const databaseRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  const secrets = { key: ctx.keys.databaseSecrets };
  const introspection = { db, connections: ctx.connections };
  const read = { permission: ['can_read', 'Database'] } as const;

  registerListMetaRoutes(app, db, {
    base: '/api/v1/database',
    view: 'Database',
    tags,
    resource: databaseListResource,
    relatedColumns: ['created_by', 'changed_by'],
  });

  r.get(
    '/api/v1/database/',
    {
      config: { permission: ['can_read', 'Database'] },
      schema: { tags, querystring: Rison, response: { 200: listResponse(DatabaseListItemSchema) } },
    },
    async (req) => {
      const q = parseRisonQuery(ListQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listDatabases(db, req.caller, q.value);
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
      if (!canAccessDatabase(req.caller.perms, { id: result.id, name: result.database_name })) {
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
      await registerSchemaPerms(introspection, result.id, req.log);
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

  // Superset's DatabaseRestApi.related_objects: what a delete would break, for the confirmation.
  r.get(
    '/api/v1/database/:pk/related_objects/',
    {
      config: { permission: ['can_read', 'Database'] },
      schema: { tags, params: IdParamSchema, response: { 200: RelatedObjectsSchema } },
    },
    async (req) => {
      const database = await getDatabase(db, req.params.pk);
      if (!canAccessDatabase(req.caller.perms, { id: database.id, name: database.database_name })) {
        throw forbidden('You do not have access to this database');
      }
      return relatedObjects(db, req.caller, { databaseId: database.id });
    },
  );

  r.delete(
    '/api/v1/database/:pk',
    { config: { permission: ['can_write', 'Database'] }, schema: { tags, params: IdParamSchema } },
    async (req) => {
      await deleteDatabase(db, req.params.pk);
      // The pool, and the SSH tunnel it holds, go with the database.
      await ctx.connections.close(req.params.pk);
      return { message: 'OK' };
    },
  );
  r.delete(
    '/api/v1/database/:pk/ssh_tunnel/',
    {
      config: { permission: ['can_write', 'Database'] },
      schema: { tags, params: IdParamSchema, response: { 200: Message } },
    },
    async (req) => {
      await deleteSshTunnel(db, req.params.pk, req.auth.user?.id ?? null);
      await ctx.connections.close(req.params.pk);
      return { message: 'OK' };
    },
  );

  r.post(
    '/api/v1/database/test_connection/',
    {
      config: { permission: ['can_write', 'Database'], readOnly: true },
      schema: { tags, body: DatabaseTestConnectionSchema, response: { 200: Message } },
    },
    async (req) => {
      const timeoutMs = Math.min(ctx.config.queryTimeoutSeconds, 30) * 1000;
      await testConnection({ db, secrets, timeoutMs }, req.body);
      return { message: 'Connection looks good!' };
    },
  );

  r.post(
    '/api/v1/database/validate_parameters/',
    {
      config: { permission: ['can_write', 'Database'], readOnly: true },
      schema: { tags, body: DatabaseValidateParametersSchema },
    },
    async (req, reply) => {
      const errors = validateParameters(req.body, getEngineSpec(req.body.engine));
      if (errors.length === 0) return { message: 'OK' };
      return reply.code(422).send({ message: errors.map((e) => e.message).join('; '), errors });
    },
  );

  r.get(
    '/api/v1/database/available/',
    { config: read, schema: { tags, response: { 200: AvailableDatabasesSchema } } },
    async () => ({ databases: availableDatabases() }),
  );

  r.get(
    '/api/v1/database/:pk/schemas/',
    {
      config: read,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: Rison,
        response: { 200: z.object({ result: z.array(z.string()) }) },
      },
    },
    async (req) => {
      const q = parseRisonQuery(DatabaseSchemasQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return { result: await listSchemas(introspection, req.caller.perms, req.params.pk) };
    },
  );

  r.get(
    '/api/v1/database/:pk/tables/',
    {
      config: read,
      schema: { tags, params: IdParamSchema, querystring: Rison, response: { 200: DatabaseTablesSchema } },
    },
    async (req) => {
      const q = parseRisonQuery(DatabaseTablesQuerySchema, req.query.q);
      if (!q.ok) throw badRequest(q.message, q.field);
      return listTables(introspection, req.caller.perms, req.params.pk, q.value.schema_name);
    },
  );

  r.get(
    '/api/v1/database/:pk/table_metadata/',
    {
      config: read,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: TableMetadataQuerySchema,
        response: { 200: TableMetadataSchema },
      },
    },
    async (req) => {
      const { name, schema } = req.query;
      return tableMetadata(introspection, req.caller.perms, req.params.pk, name, schema || null);
    },
  );

  r.get(
    '/api/v1/database/:pk/table_extra/:table/:schema/',
    { config: read, schema: { tags, params: SchemaTableParams, response: { 200: TableExtraSchema } } },
    async (req) => tableExtra(introspection, req.caller.perms, req.params.pk, req.params.table, req.params.schema),
  );

  r.get(
    '/api/v1/database/:pk/select_star/:table/',
    { config: read, schema: { tags, params: TableParams, response: { 200: SelectStar } } },
    async (req) => ({
      result: await selectStar(introspection, req.caller.perms, req.params.pk, req.params.table, null),
    }),
  );

  r.get(
    '/api/v1/database/:pk/select_star/:table/:schema/',
    { config: read, schema: { tags, params: SchemaTableParams, response: { 200: SelectStar } } },
    async (req) => {
      const { pk, table, schema } = req.params;
      return { result: await selectStar(introspection, req.caller.perms, pk, table, schema) };
    },
  );
};
