import { HealthDetailSchema, HealthQuerySchema, HealthSchema, ReadinessSchema, type Health } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { forbidden } from '../http/http-error.js';
import { mayReadMetrics } from '../ops/metrics-access.js';
import { registry, setQueueDepthProbe } from '../ops/metrics.js';
import { readinessCheck } from '../ops/readiness.js';
import { queueCounter } from '../query/async-jobs.js';
import type { RouteModule } from './route-module.js';

export const VERSION = '0.1.0';

/** Probes skip the rate limiter: a load balancer polling every replica must never be told to wait. */
const PROBE_CONFIG = { public: true, rateLimit: false } as const;

/** The readiness check of this process: the metadata store, Redis and the job queue behind it. */
export const readinessOf = (ctx: AppContext) => {
  const redis = ctx.redis;
  const queues = redis && ctx.config.asyncQueries ? queueCounter(redis) : null;
  if (queues) {
    ctx.closers.push(queues.close);
    setQueueDepthProbe(queues.counts);
  }
  return readinessCheck(
    {
      // Its own connection: a pool queue long with requests must not read as a store that is down.
      metadataStore: () => ctx.meta.ping(),
      redis: redis && (() => redis.ping()),
      // Without Redis, async jobs run in this process: nothing to reach, so nothing to report.
      jobQueue: queues && queues.counts,
    },
    { version: VERSION },
  );
};

export const healthRoutes: RouteModule = (app, ctx) => {
  const ready = readinessOf(ctx);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/health',
    {
      config: PROBE_CONFIG,
      schema: {
        tags: ['Health'],
        querystring: HealthQuerySchema,
        // Load balancers read the bare answer; `?detail=1` adds the example data's state.
        response: { 200: HealthDetailSchema.or(HealthSchema) },
      },
    },
    async (req) => {
      const body: Health = { status: 'ok', version: VERSION };
      // Examples that failed to load leave the node serving: liveness says nothing about them.
      return req.query.detail ? { ...body, examples: ctx.examples } : body;
    },
  );
  typed.get(
    '/ready',
    { config: PROBE_CONFIG, schema: { tags: ['Health'], response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_req, reply) => {
      const answer = await ready();
      return reply.code(answer.status === 'unavailable' ? 503 : 200).send(answer);
    },
  );
  app.get('/metrics', { config: PROBE_CONFIG, schema: { hide: true } }, (req, reply) => serveMetrics(ctx, req, reply));
};

const serveMetrics = async (ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<string> => {
  const allowed = mayReadMetrics(ctx.config.ops.metricsToken, {
    authorization: req.headers.authorization,
    remoteAddress: req.socket.remoteAddress,
    forwarded: req.headers['x-forwarded-for'] !== undefined,
  });
  if (!allowed) throw forbidden('Metrics need the METRICS_TOKEN bearer token, or a scrape from this machine');
  reply.type(registry.contentType);
  return registry.metrics();
};
