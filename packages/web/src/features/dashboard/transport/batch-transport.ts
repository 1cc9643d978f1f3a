import type { ChartDataBatchRequestInput, ChartDataResult, QueryContextInput } from '@tessera/core';
import { ApiRequestError, type ApiErrorDetail } from '../../../api/client';
import { t } from '../../../i18n/current-locale';
import { readNdjson } from './ndjson';

/** One chart's query as the dashboard asks for it. */
export interface ChartQueryRequest {
  qc: QueryContextInput;
  sliceId?: number;
  /** Skip the server's cache (a refresh). */
  force?: boolean;
  signal?: AbortSignal;
}

export interface BatchTransportDeps {
  /** Sends the batch; answers the raw response so its NDJSON body can be read as it streams. */
  postBatch: (body: ChartDataBatchRequestInput, signal: AbortSignal) => Promise<Response>;
  /** One query on its own (`POST /api/v1/chart/data`), used when the server has no batch endpoint. */
  fetchOne: (qc: QueryContextInput, opts: { signal: AbortSignal }) => Promise<ChartDataResult[]>;
  dashboardId?: number;
  /** When the queries collected so far go out; the default waits for the end of the frame's tasks. */
  schedule?: (flush: () => void) => void;
}

export interface BatchTransport {
  fetch: (request: ChartQueryRequest) => Promise<ChartDataResult[]>;
  /** The cached answer of a query, so a chart drawn again shows it without a spinner. */
  peek: (qc: QueryContextInput) => ChartDataResult[] | undefined;
}

interface Waiter {
  resolve: (result: ChartDataResult[]) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
}

interface Entry {
  key: string;
  qc: QueryContextInput;
  sliceId?: number;
  force: boolean;
  waiters: Set<Waiter>;
  controller: AbortController | null;
}

/** Identity of a query: the query context without its echoed form data (render-only controls do not change it). */
export const chartQueryKey = (qc: QueryContextInput): string => JSON.stringify({ ...qc, form_data: undefined });

const abortError = (): DOMException => new DOMException('Aborted', 'AbortError');

const defaultSchedule = (flush: () => void): void => {
  // A timeout of 0 runs after the effects of the render that asked (all charts mounting in one commit).
  setTimeout(flush, 0);
};

interface BatchLine {
  key: string;
  status: number;
  result?: ChartDataResult[];
  message?: string;
  errors?: ApiErrorDetail[];
}

const isBatchLine = (value: unknown): value is BatchLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string' &&
  typeof (value as { status?: unknown }).status === 'number';

/**
 * The dashboard's chart-data transport: queries asked for in the same tick go out as ONE
 * `POST /api/v1/chart/data/batch` whose NDJSON answer resolves each chart as its line arrives
 * (six connections per host never queue them, unlike Superset's one request per chart,
 * superset#18586). Identical queries are sent once; answers are cached by query; a chart that
 * stops waiting drops out, and a batch nobody waits for any more is aborted. A server without
 * the batch endpoint (404) gets one `/api/v1/chart/data` per query from then on.
 */
export const createBatchTransport = (deps: BatchTransportDeps): BatchTransport => {
  const schedule = deps.schedule ?? defaultSchedule;
  const cache = new Map<string, ChartDataResult[]>();
  const pending = new Map<string, Entry>();
  const inflight = new Map<string, Entry>();
  let scheduled = false;
  let batchMissing = false;

  const settle = (entry: Entry, outcome: { result: ChartDataResult[] } | { error: unknown }): void => {
    if (inflight.get(entry.key) === entry) inflight.delete(entry.key);
    if ('result' in outcome) cache.set(entry.key, outcome.result);
    for (const waiter of entry.waiters) {
      if ('result' in outcome) waiter.resolve(outcome.result);
      else waiter.reject(outcome.error);
    }
    entry.waiters.clear();
  };

  const sendOne = (entry: Entry): void => {
    const controller = new AbortController();
    entry.controller = controller;
    const qc = entry.force ? { ...entry.qc, force: true } : entry.qc;
    deps.fetchOne(qc, { signal: controller.signal }).then(
      (result) => settle(entry, { result }),
      (error: unknown) => settle(entry, { error }),
    );
  };

  const sendBatch = async (entries: Entry[], force: boolean): Promise<void> => {
    const controller = new AbortController();
    for (const entry of entries) entry.controller = controller;
    // Wire keys are short (the server caps them at 128 characters); the query identity stays client-side.
    const byKey = new Map(entries.map((e, i) => [String(i), e]));
    const body: ChartDataBatchRequestInput = {
      queries: entries.map((e, i) => ({
        key: String(i),
        query_context: e.qc,
        ...(deps.dashboardId !== undefined && { dashboard_id: deps.dashboardId }),
        ...(e.sliceId !== undefined && { slice_id: e.sliceId }),
      })),
      ...(force && { force: true }),
    };
    try {
      const response = await deps.postBatch(body, controller.signal);
      if (response.status === 404) {
        batchMissing = true;
        entries.forEach(sendOne);
        return;
      }
      if (!response.ok || response.body === null) {
        const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
        const message =
          typeof answer?.message === 'string' ? answer.message : t('The server answered %s', String(response.status));
        throw new ApiRequestError(response.status, message);
      }
      await readNdjson(response.body, (line) => {
        if (!isBatchLine(line)) return;
        const entry = byKey.get(line.key);
        if (entry === undefined) return;
        byKey.delete(line.key);
        const outcome =
          line.status === 200 && Array.isArray(line.result)
            ? { result: line.result }
            : { error: new ApiRequestError(line.status, line.message ?? '', line.errors ?? []) };
        // One task per answer: lines arriving together (cache hits) draw one chart per task, so
        // the page never runs one long task drawing them all.
        setTimeout(() => settle(entry, outcome), 0);
      });
      const missing = new ApiRequestError(0, t('The server sent no answer for this chart'));
      for (const entry of byKey.values()) settle(entry, { error: missing });
    } catch (error) {
      for (const entry of byKey.values()) settle(entry, { error });
    }
  };

  const flush = (): void => {
    scheduled = false;
    const entries = [...pending.values()].filter((e) => e.waiters.size > 0);
    pending.clear();
    for (const entry of entries) inflight.set(entry.key, entry);
    if (batchMissing) {
      entries.forEach(sendOne);
      return;
    }
    for (const force of [false, true]) {
      const group = entries.filter((e) => e.force === force);
      if (group.length > 0) void sendBatch(group, force);
    }
  };

  /** A waiter that gave up: dropped from its entry, and a request nobody waits for is aborted. */
  const leave = (entry: Entry, waiter: Waiter): void => {
    entry.waiters.delete(waiter);
    waiter.reject(abortError());
    if (entry.waiters.size > 0 || entry.controller === null) return;
    const sharing = [...inflight.values()].filter((e) => e.controller === entry.controller);
    if (sharing.every((e) => e.waiters.size === 0)) {
      entry.controller.abort();
      for (const e of sharing) inflight.delete(e.key);
    }
  };

  const fetch = (request: ChartQueryRequest): Promise<ChartDataResult[]> => {
    const key = chartQueryKey(request.qc);
    const force = request.force === true;
    if (request.signal?.aborted) return Promise.reject(abortError());
    // A chart that asks nothing of its own dataset (deck_multi) has no answers to wait for.
    if (request.qc.queries.length === 0) return Promise.resolve([]);
    const cached = force ? undefined : cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const entry =
      (force ? undefined : inflight.get(key)) ??
      pending.get(key) ??
      ({ key, qc: request.qc, sliceId: request.sliceId, force, waiters: new Set(), controller: null } satisfies Entry);
    // A forced query joining a plain one waiting to go out makes it forced.
    if (force) entry.force = true;
    if (entry.controller === null) pending.set(key, entry);
    return new Promise<ChartDataResult[]>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal: request.signal };
      entry.waiters.add(waiter);
      request.signal?.addEventListener('abort', () => leave(entry, waiter), { once: true });
      if (!scheduled && entry.controller === null) {
        scheduled = true;
        schedule(flush);
      }
    });
  };

  return { fetch, peek: (qc) => cache.get(chartQueryKey(qc)) };
};
