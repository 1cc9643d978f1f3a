import { ADVANCED_DATA_TYPES, advancedDataTypeOf, parseRisonQuery } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-auth.js';
import { badRequest } from '../http/http-error.js';

const tags = ['Advanced Data Type'];

/** Superset's advanced_data_type_convert_schema: a type key and at least one value. */
const ConvertQuerySchema = z.object({
  type: z.string().max(100),
  values: z
    .array(z.union([z.string().max(1000), z.number()]))
    .min(1)
    .max(1000),
});

const QuerystringSchema = z.object({ q: z.string().max(65536).optional() });

/**
 * `GET /api/v1/advanced_data_type/convert?q=(type:…,values:!(…))` and `/types`, as Superset's
 * AdvancedDataTypeRestApi answers them; the rules are core's (filters/advanced-data-types.ts).
 */
export const advancedDataTypeRoutes = (app: FastifyInstance): void => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/advanced_data_type/convert', { schema: { tags, querystring: QuerystringSchema } }, async (req) => {
    requireUser(req);
    if (req.query.q === undefined || req.query.q === '') throw badRequest('q: type and values are required', 'q');
    const q = parseRisonQuery(ConvertQuerySchema, req.query.q);
    if (!q.ok) throw badRequest(q.message, q.field);
    const type = advancedDataTypeOf(q.value.type);
    if (type === null) throw badRequest(`Invalid advanced data type: ${q.value.type}`, 'type');
    return { result: type.translateType(q.value.values) };
  });
  r.get('/api/v1/advanced_data_type/types', { schema: { tags } }, async (req) => {
    requireUser(req);
    return { result: Object.keys(ADVANCED_DATA_TYPES) };
  });
};
