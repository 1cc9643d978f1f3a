import type { ChartDataResult, QueryContextInput } from '@tessera/core';
import { t } from '../i18n/current-locale';
import { ApiRequestError, apiRequest, apiRequestWithStatus } from './client';

interface AsyncJob {
  channel_id: string;
  job_id: string;
  status: string;
}

interface AsyncEvent extends AsyncJob {
  id: string;
  errors: { message: string }[];
  result_url: string | null;
}

export interface ChartDataOptions {
  signal?: AbortSignal;
  /** Delay between event polls while an async job runs. */
  pollMs?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** Polls the caller's event channel until the job is done, then fetches its result. */
const awaitJob = async (job: AsyncJob, opts: ChartDataOptions): Promise<ChartDataResult[]> => {
  let lastId: string | null = null;
  for (;;) {
    const query: string = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
    const { result } = await apiRequest<{ result: AsyncEvent[] }>(`/api/v1/async_event/${query}`, {
      signal: opts.signal,
    });
    for (const event of result) {
      lastId = event.id;
      if (event.job_id !== job.job_id) continue;
      if (event.status === 'error') throw new ApiRequestError(400, event.errors[0]?.message ?? t('The query failed'));
      if (event.status === 'done' && event.result_url) {
        return (await apiRequest<{ result: ChartDataResult[] }>(event.result_url, { signal: opts.signal })).result;
      }
    }
    await sleep(opts.pollMs ?? 500, opts.signal);
  }
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
