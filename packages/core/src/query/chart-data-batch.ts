import { z } from 'zod';
import { ApiErrorSchema } from '../model/common.js';
import { QueryContextSchema, type ChartDataResult } from './query-object.js';

/**
 * `POST /api/v1/chart/data/batch`: the queries of the charts a dashboard is about to draw, in one
 * request. Superset sends one `/api/v1/chart/data` per chart, which the browser's six connections
 * per host queue (superset#18586); one request whose answers stream back as each finishes does not.
 */
export const CHART_DATA_BATCH_MAX = 100;

const key = z.string().min(1).max(128);
const id = z.number().int().positive().max(2_147_483_647);

/** One chart's query: a client key, the same query context `/api/v1/chart/data` takes, and where it comes from. */
export const ChartDataBatchEntrySchema = z.object({
  key,
  query_context: QueryContextSchema,
  dashboard_id: id.optional(),
  slice_id: id.optional(),
});
export type ChartDataBatchEntry = z.infer<typeof ChartDataBatchEntrySchema>;

const uniqueKeys = (queries: readonly { key: string }[], ctx: z.RefinementCtx): void => {
  const seen = new Set<string>();
  queries.forEach((q, i) => {
    if (seen.has(q.key)) ctx.addIssue({ code: 'custom', message: `duplicate key '${q.key}'`, path: [i, 'key'] });
    seen.add(q.key);
  });
};

const queriesOf = <T extends z.ZodType<{ key: string }>>(entry: T) =>
  z.array(entry).min(1, 'At least one query is required').max(CHART_DATA_BATCH_MAX).superRefine(uniqueKeys);

/** The whole request, every entry checked: what the web client builds. */
export const ChartDataBatchRequestSchema = z.object({
  queries: queriesOf(ChartDataBatchEntrySchema),
  force: z.boolean().optional(),
});
export type ChartDataBatchRequest = z.infer<typeof ChartDataBatchRequestSchema>;
export type ChartDataBatchRequestInput = z.input<typeof ChartDataBatchRequestSchema>;

/**
 * The request as the server first reads it: the envelope is checked at once (400 for the whole
 * request), each query context later on its own, so one chart's bad query answers a 400 line for
 * that key and never fails the others.
 */
export const ChartDataBatchEnvelopeSchema = z.object({
  queries: queriesOf(
    z.object({
      key,
      query_context: z.unknown(),
      dashboard_id: id.optional(),
      slice_id: id.optional(),
    }),
  ),
  force: z.boolean().optional(),
});
export type ChartDataBatchEnvelope = z.infer<typeof ChartDataBatchEnvelopeSchema>;

/** One NDJSON line of the answer: the `/api/v1/chart/data` result list, or that key's error. */
export const ChartDataBatchLineSchema = z.union([
  z.object({
    key: z.string(),
    status: z.literal(200),
    result: z.array(z.record(z.string(), z.unknown())),
  }),
  ApiErrorSchema.extend({ key: z.string(), status: z.number().int().min(400).max(599) }),
]);

export type ChartDataBatchLine =
  | { key: string; status: 200; result: (ChartDataResult | Record<string, unknown>)[] }
  | { key: string; status: number; message: string; errors?: z.infer<typeof ApiErrorSchema>['errors'] };

export const CHART_DATA_BATCH_CONTENT_TYPE = 'application/x-ndjson';
