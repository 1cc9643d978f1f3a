import type { ChartDataResult, QueryContextInput } from '@tessera/core';
import { t } from '../i18n/current-locale';
import { pollJobEvent, type PollOptions } from './async-event-polling';
import type { AsyncEvent, AsyncJob } from './async-event-rules';
import { ApiRequestError, apiRequest, apiRequestWithStatus } from './client';
import { readCommonConf } from './common-conf';

export type ChartDataOptions = PollOptions;

/**
 * The event that ends the job. Over the server's websocket when the page's conf names it (Superset's
 * GLOBAL_ASYNC_QUERIES_TRANSPORT 'ws'); its code loads on the page's first job, so pages whose
 * charts all answer at once never load it. Otherwise, and once the socket is given up, polled.
 */
const awaitJobEvent = async (job: AsyncJob, opts: ChartDataOptions): Promise<AsyncEvent> => {
  if (readCommonConf().GLOBAL_ASYNC_QUERIES_TRANSPORT !== 'ws') return pollJobEvent(job, opts);
  const { asyncEventSocket } = await import('./async-event-socket');
  return asyncEventSocket().waitForJob(job, opts);
};

/** A job's answer: the query's error, or the result it stored. */
const awaitJob = async (job: AsyncJob, opts: ChartDataOptions): Promise<ChartDataResult[]> => {
  const event = await awaitJobEvent(job, opts);
  if (event.status === 'error' || event.result_url === null) {
    throw new ApiRequestError(400, event.errors[0]?.message ?? t('The query failed'));
  }
  return (await apiRequest<{ result: ChartDataResult[] }>(event.result_url, { signal: opts.signal })).result;
};

/**
 * Fetches chart data: 200 carries the answer, 202 an async job whose result arrives as an
 * event; any other status is reported as Superset's client does. A chart that asks nothing of its
 * own dataset (deck_multi, whose Superset buildQuery has no queries) gets no answers, unasked.
 */
export const fetchChartData = async (
  qc: QueryContextInput,
  opts: ChartDataOptions = {},
): Promise<ChartDataResult[]> => {
  if (qc.queries.length === 0) return [];
  const answer = await apiRequestWithStatus<{ result: ChartDataResult[] } | AsyncJob>('/api/v1/chart/data', {
    method: 'POST',
    body: qc,
    signal: opts.signal,
  });
  if (answer.status === 200 && 'result' in answer.body) return answer.body.result;
  if (answer.status === 202 && 'job_id' in answer.body) return awaitJob(answer.body, opts);
  throw new ApiRequestError(
    answer.status,
    t('Received unexpected response status (%s) while fetching chart data', String(answer.status)),
  );
};
