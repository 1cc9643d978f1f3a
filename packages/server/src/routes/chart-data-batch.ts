import { PassThrough } from 'node:stream';
import { CHART_DATA_BATCH_CONTENT_TYPE, ChartDataBatchEnvelopeSchema, type ChartDataBatchLine } from '@tessera/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteModule } from './route-module.js';
import { runChartDataBatch } from '../query/chart-data-batch.js';
import type { ChartDataDeps } from '../query/pipeline.js';
import type { UserSemaphore } from '../query/user-semaphore.js';
import { chartCacheTimeouts } from '../services/chart/chart-data-settings.js';

/**
 * `POST /api/v1/chart/data/batch`: a dashboard's chart queries in one request, answered as NDJSON,
 * one line per key in the order the queries finish (see docs/ARCHITECTURE.md, "Dashboard batches").
 * The same permission as `/api/v1/chart/data`; each entry's access is checked on its own.
 */
export const chartDataBatchRoutes =
  (deps: ChartDataDeps, limiter: UserSemaphore): RouteModule =>
  (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/chart/data/batch',
      {
        config: { permission: ['can_read', 'Chart'], readOnly: true },
        schema: { tags: ['Chart data'], body: ChartDataBatchEnvelopeSchema },
      },
      async (req, res) => {
        const controller = new AbortController();
        // A client that goes away (tab closed, dashboard left) stops what has not started and cancels the rest.
        res.raw.on('close', () => {
          if (!res.raw.writableFinished) controller.abort();
        });
        const stream = new PassThrough();
        // A write racing the disconnect must not crash the process.
        stream.on('error', () => undefined);
        const emit = (line: ChartDataBatchLine): void => {
          if (!stream.destroyed && !stream.writableEnded) stream.write(`${JSON.stringify(line)}\n`);
        };
        const sliceIds = req.body.queries.flatMap((q) => (q.slice_id === undefined ? [] : [q.slice_id]));
        void chartCacheTimeouts(deps.db, sliceIds)
          .then((timeouts) =>
            runChartDataBatch(
              { chartData: deps, limiter, logError: (err) => req.log.error({ err }, 'chart data batch entry failed') },
              req.caller,
              req.body,
              timeouts,
              emit,
              controller.signal,
            ),
          )
          .catch((err: unknown) => req.log.error({ err }, 'chart data batch failed'))
          .finally(() => stream.end());
        return (
          res
            .type(CHART_DATA_BATCH_CONTENT_TYPE)
            .header('cache-control', 'no-store')
            // Proxies that buffer (nginx) would hold every line until the last one.
            .header('x-accel-buffering', 'no')
            .send(stream)
        );
      },
    );
  };
