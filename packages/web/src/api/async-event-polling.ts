import { apiRequest } from './client';
import { isJobEnd, type AsyncEvent, type AsyncJob } from './async-event-rules';

export interface PollOptions {
  signal?: AbortSignal;
  /** Delay between event polls while an async job runs. */
  pollMs?: number;
}

/** The caller's channel's kept events after `lastId`, all of them when null (`GET /api/v1/async_event/`). */
export const fetchAsyncEvents = async (lastId: string | null, signal?: AbortSignal): Promise<AsyncEvent[]> => {
  const query = lastId === null ? '' : `?last_id=${encodeURIComponent(lastId)}`;
  return (await apiRequest<{ result: AsyncEvent[] }>(`/api/v1/async_event/${query}`, { signal })).result;
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** Polls the caller's event channel until the job ends, and answers the event that ends it. */
export const pollJobEvent = async (job: AsyncJob, opts: PollOptions = {}): Promise<AsyncEvent> => {
  let lastId: string | null = null;
  for (;;) {
    for (const event of await fetchAsyncEvents(lastId, opts.signal)) {
      lastId = event.id;
      if (event.job_id === job.job_id && isJobEnd(event)) return event;
    }
    await sleep(opts.pollMs ?? 500, opts.signal);
  }
};
