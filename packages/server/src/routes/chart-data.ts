import {
  APP_VIEW,
  attachmentDisposition,
  buildQueryObject,
  downloadFileName,
  CommonFormDataSchema,
  IdParamSchema,
  parseDatasourceKey,
  QueryContextSchema,
  type ChartDataResult,
  type QueryContext,
} from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../auth/request-auth.js';
import { badRequest, notFound } from '../http/http-error.js';
import { answerFor } from '../query/guest-answer.js';
import type { RouteModule } from './route-module.js';
import type { AsyncRuntime } from '../query/async-chart-data.js';
import { prepareChartData, probeCache, runPlan, StageTimings, type ChartDataDeps } from '../query/pipeline.js';
import { toCsv, toXlsx } from '../query/result-format.js';
import { downloadBaseName } from '../services/chart/chart-download-name.js';

const tags = ['Chart data'];

const ASYNC_RESULT_TYPES = new Set(['full', 'results', 'post_processed']);

/**
 * Answers JSON, or a CSV/XLSX download for a single query. In async mode a JSON request
 * that is not fully cached gets 202 with a job, and the answer arrives as an event.
 */
const reply = async (
  req: FastifyRequest,
  res: FastifyReply,
  deps: ChartDataDeps,
  runtime: AsyncRuntime,
  qc: QueryContext,
  chart: { id: number; cacheTimeout: number | null } | null,
) => {
  const timings = new StageTimings();
  // Reading, authenticating and validating the request, up to here.
  timings.add('request', res.elapsedTime);
  const chartCacheTimeout = chart?.cacheTimeout ?? null;
  if (qc.result_format !== 'json') requirePermission(req, 'can_csv', APP_VIEW);
  const prepare = () =>
    timings.time('prepare', () => prepareChartData(deps, req.caller, qc, { cacheTimeout: chartCacheTimeout }));
  // Redis away: Superset answers synchronously when async is unavailable, and so does this.
  if (runtime.available() && req.auth.user && qc.result_format === 'json' && ASYNC_RESULT_TYPES.has(qc.result_type)) {
    const cached = await probeCache(deps, await prepare());
    if (cached) return res.send({ result: answerFor(req.caller, cached) });
    return res.code(202).send(await runtime.submit(req.caller, qc, chartCacheTimeout));
  }
  const controller = new AbortController();
  // A client that goes away cancels its queries on the engine. The response's 'close' is the signal:
  // the request's fires once its body is read, before this handler runs.
  res.raw.on('close', () => {
    if (!res.raw.writableFinished) controller.abort();
  });
  const result = await runPlan(deps, await prepare(), { signal: controller.signal, timings });
  res.header('server-timing', timings.header());
  if (qc.result_format === 'json') return res.send({ result: answerFor(req.caller, result) });
  if (result.length !== 1)
    throw badRequest('result_format: CSV and XLSX downloads take exactly one query', 'result_format');
  const first = result[0] as ChartDataResult;
  const name = await downloadBaseName(deps.db, qc, chart?.id);
  const disposition = (extension: string) => attachmentDisposition(downloadFileName(name, extension, new Date()));
  if (qc.result_format === 'csv') {
    return res
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', disposition('csv'))
      .send(toCsv(first));
  }
  return res
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', disposition('xlsx'))
    .send(await toXlsx(first));
};

const ChartDataQuerystring = z.object({
  format: z.enum(['json', 'csv', 'xlsx']).optional(),
  type: z
    .enum(['full', 'query', 'results', 'samples', 'columns', 'timegrains', 'drill_detail', 'post_processed'])
    .optional(),
  force: z.enum(['true', 'false']).optional(),
});

/** form_data arrives as a JSON string (query string or form field) or as an object. */
const parseFormData = (raw: unknown) => {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('form_data: not valid JSON', 'form_data');
    }
  }
  const parsed = CommonFormDataSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['form_data', ...(issue?.path ?? []).map(String)].join('.');
    throw badRequest(`${field}: ${issue?.message ?? 'invalid'}`, field);
  }
  return parsed.data;
};

const ExploreJsonQuery = z.object({
  form_data: z.string().max(1_000_000).optional(),
  force: z.enum(['true', 'false']).optional(),
});
const ExploreJsonBody = z
  .object({ form_data: z.union([z.string().max(1_000_000), z.record(z.string(), z.unknown())]) })
  .optional();

export const chartDataRoutes =
  (deps: ChartDataDeps, runtime: AsyncRuntime): RouteModule =>
  (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/chart/data',
      { config: { permission: ['can_read', 'Chart'], readOnly: true }, schema: { tags, body: QueryContextSchema } },
      async (req, res) => reply(req, res, deps, runtime, req.body, null),
    );

    r.get(
      '/api/v1/chart/data/:cache_key',
      {
        config: { permission: ['can_read', 'Chart'] },
        schema: { tags, params: z.object({ cache_key: z.string().regex(/^[0-9a-f]{32}$/) }) },
      },
      async (req) => ({ result: await runtime.result(req.params.cache_key, requireUser(req).id) }),
    );

    // Legacy explore_json (spec 01 §7): one query built from form data; under both URL prefixes.
    const exploreJson = async (req: FastifyRequest, res: FastifyReply, rawFormData: unknown, force: boolean) => {
      const fd = parseFormData(rawFormData);
      const qc = QueryContextSchema.parse({
        datasource: { id: parseDatasourceKey(fd.datasource).id, type: 'table' },
        queries: [buildQueryObject(fd)],
        force,
        form_data: fd,
      });
      const [first] = await runPlan(deps, await prepareChartData(deps, req.caller, qc));
      return res.send({ ...first, form_data: fd });
    };
    for (const prefix of ['/tessera', '/superset']) {
      const config = { permission: ['can_read', 'Chart'] as const, readOnly: true };
      r.get(`${prefix}/explore_json/`, { config, schema: { hide: true, querystring: ExploreJsonQuery } }, (req, res) =>
        exploreJson(req, res, req.query.form_data, req.query.force === 'true'),
      );
      r.post(
        `${prefix}/explore_json/`,
        { config, schema: { hide: true, querystring: ExploreJsonQuery, body: ExploreJsonBody } },
        (req, res) => exploreJson(req, res, req.body?.form_data ?? req.query.form_data, req.query.force === 'true'),
      );
    }

    r.get(
      '/api/v1/chart/:pk/data/',
      {
        config: { permission: ['can_read', 'Chart'] },
        schema: { tags, params: IdParamSchema, querystring: ChartDataQuerystring },
      },
      async (req, res) => {
        const chart = await deps.db
          .selectFrom('charts')
          .select(['query_context', 'cache_timeout'])
          .where('id', '=', req.params.pk)
          .executeTakeFirst();
        if (!chart) throw notFound('Chart');
        if (!chart.query_context)
          throw badRequest('This chart has no saved query context; open and save it in Explore first');
        let stored: unknown;
        try {
          stored = JSON.parse(chart.query_context);
        } catch {
          throw badRequest("The chart's saved query context is not valid JSON");
        }
        const parsed = QueryContextSchema.safeParse({
          ...(stored as object),
          ...(req.query.format && { result_format: req.query.format }),
          ...(req.query.type && { result_type: req.query.type }),
          ...(req.query.force && { force: req.query.force === 'true' }),
        });
        if (!parsed.success)
          throw badRequest(`query_context: ${parsed.error.issues[0]?.message ?? 'invalid'}`, 'query_context');
        return reply(req, res, deps, runtime, parsed.data, { id: req.params.pk, cacheTimeout: chart.cache_timeout });
      },
    );
  };
