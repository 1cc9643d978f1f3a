import {
  InfoQuerySchema,
  InfoResponseSchema,
  RelatedQuerySchema,
  RelatedResponseSchema,
  parseRisonQuery,
  type PermissionTuple,
  type RelatedQuery,
  type RelatedResponse,
} from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import type { ListResource } from '../services/shared/list/list-resource.js';
import { relatedUsers } from '../services/shared/list/related-users.js';
import { filtersInfo, runDistinct } from '../services/shared/list/run-list.js';
import { badRequest } from '../http/http-error.js';
import { RisonQuerystringSchema } from '../http/rison-querystring.js';

/** `_info` permissions: the caller's permission names on `view`, as Superset lists them. */
export const permissionsOn = (pairs: Iterable<PermissionTuple>, view: string): string[] =>
  [...new Set([...pairs].filter(([, v]) => v === view).map(([p]) => p))].sort();

const DistinctParams = z.object({ column: z.string().min(1).max(64) });

/** How one resource exposes Superset's list helpers: `_info`, `related/{col}` and `distinct/{col}`. */
export interface ListMetaOptions<TB extends keyof DB, Ctx> {
  /** e.g. '/api/v1/chart' */
  base: string;
  /** The permission view, e.g. 'Chart'. */
  view: string;
  tags: string[];
  resource: ListResource<TB, Ctx>;
  /** Columns `related/` answers; user columns unless `related` handles them. */
  relatedColumns: readonly [string, ...string[]];
  /** Non-user related columns (e.g. a dataset's database); null falls back to users. */
  related?: (column: string, q: RelatedQuery, req: FastifyRequest) => Promise<RelatedResponse> | null;
  /** The visibility context of `distinct/`; without it the resource has no distinct route. */
  distinctCtx?: (req: FastifyRequest) => Ctx | Promise<Ctx>;
}

const parseOrThrow = <T extends z.ZodType>(schema: T, q: string | undefined): z.infer<T> => {
  const parsed = parseRisonQuery(schema, q);
  if (!parsed.ok) throw badRequest(parsed.message, parsed.field);
  return parsed.value;
};

/** Registers the list helpers of one resource, all behind `can_read` on its view. */
export const registerListMetaRoutes = <TB extends keyof DB, Ctx>(
  app: FastifyInstance,
  db: Kysely<DB>,
  opts: ListMetaOptions<TB, Ctx>,
): void => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, view, tags, resource } = opts;
  const read = { permission: ['can_read', view] } as const;
  const RelatedParams = z.object({ column: z.enum(opts.relatedColumns) });

  r.get(
    `${base}/_info`,
    { config: read, schema: { tags, querystring: RisonQuerystringSchema, response: { 200: InfoResponseSchema } } },
    async (req) => {
      const q = parseOrThrow(InfoQuerySchema, req.query.q);
      const keys = new Set(q.keys ?? ['permissions', 'filters']);
      return {
        ...(keys.has('permissions') && { permissions: permissionsOn(req.caller.perms, view) }),
        ...(keys.has('filters') && { filters: filtersInfo(resource) }),
      };
    },
  );

  r.get(
    `${base}/related/:column`,
    {
      config: read,
      schema: {
        tags,
        params: RelatedParams,
        querystring: RisonQuerystringSchema,
        response: { 200: RelatedResponseSchema },
      },
    },
    async (req) => {
      const q = parseOrThrow(RelatedQuerySchema, req.query.q);
      return (await opts.related?.(req.params.column, q, req)) ?? relatedUsers(db, q);
    },
  );

  const { distinctCtx } = opts;
  if (distinctCtx === undefined) return;
  r.get(
    `${base}/distinct/:column`,
    {
      config: read,
      schema: {
        tags,
        params: DistinctParams,
        querystring: RisonQuerystringSchema,
        response: { 200: RelatedResponseSchema },
      },
    },
    async (req) => {
      const q = parseOrThrow(RelatedQuerySchema, req.query.q);
      return runDistinct(db, resource, req.params.column, q, await distinctCtx(req));
    },
  );
};
