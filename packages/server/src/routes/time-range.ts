import { TimeRangeError, parseRisonQuery, resolveTimeRange } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-auth.js';
import { badRequest } from '../http/http-error.js';
import type { RouteModule } from './route-module.js';

const tags = ['Time range'];

/** Superset's rison `q`: one expression, or a list of expressions or {timeRange, shift}. */
const TimeRangeItemSchema = z.union([z.string(), z.object({ timeRange: z.string(), shift: z.string().optional() })]);
const TimeRangeQuerySchema = z.union([z.string(), z.array(TimeRangeItemSchema).min(1).max(100)]);

const TimeRangeResultSchema = z.object({
  /** '' for an open end, as Superset answers. */
  since: z.string(),
  until: z.string(),
  timeRange: z.string(),
  shift: z.string().nullable(),
});

const QuerystringSchema = z.object({ q: z.string().max(65536).optional() });

/**
 * GET /api/v1/time_range/?q= resolves expressions to wall-clock bounds in the server's zone.
 * Any signed-in user may call it; `now` is injectable for tests.
 */
export const timeRangeRoutesWith =
  (getTimezone: () => string, now: () => Date = () => new Date()) =>
  (app: FastifyInstance): void => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/v1/time_range/',
      {
        schema: {
          tags,
          querystring: QuerystringSchema,
          response: { 200: z.object({ result: z.array(TimeRangeResultSchema) }) },
        },
      },
      async (req) => {
        // Signed-in users, and guests of an embedded dashboard whose time filters ask too.
        if (!req.caller.embed) requireUser(req);
        if (req.query.q === undefined || req.query.q === '') {
          throw badRequest("q: a time range such as 'Last week' is required", 'q');
        }
        const q = parseRisonQuery(TimeRangeQuerySchema, req.query.q);
        if (!q.ok) throw badRequest(q.message, q.field);
        const items = (typeof q.value === 'string' ? [q.value] : q.value).map((item) =>
          typeof item === 'string' ? { timeRange: item, shift: undefined } : item,
        );
        const clock = now();
        const timezone = getTimezone();
        const result = items.map(({ timeRange, shift }) => {
          try {
            const { since, until } = resolveTimeRange(timeRange, { now: clock, timezone, shift });
            return { since: since ?? '', until: until ?? '', timeRange, shift: shift ?? null };
          } catch (err) {
            if (err instanceof TimeRangeError) throw badRequest(`Unexpected time range: ${err.message}`, 'q');
            throw err;
          }
        });
        return { result };
      },
    );
  };

export const timeRangeRoutes: RouteModule = timeRangeRoutesWith(() => 'UTC');
