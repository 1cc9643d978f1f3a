import type { QueryStatus, SqlLabExecutionResponse, SqlLabQuery } from '@tessera/core';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, isApiRequestError } from '../../../api/client';
import { sqlLabApi } from '../sqllab-api';

/** One run of a tab's SQL as the results pane shows it. */
export interface QueryRun {
  clientId: string;
  sql: string;
  status: QueryStatus;
  startedAt: number;
  endedAt: number | null;
  result: SqlLabExecutionResponse | null;
  error: string | null;
}

export interface RunRequest {
  tabId: number;
  tabLabel: string;
  databaseId: number;
  schema: string | null;
  sql: string;
  queryLimit: number;
  runAsync: boolean;
}

/**
 * When a 202 answer is polled: soon at first (most async queries end within a second), then every
 * 500 ms (Superset's QueryAutoRefresh polls every second).
 */
const POLL_DELAYS_MS = [50, 100, 150, 200, 300];
const POLL_MS = 500;
/** Stops retried while the query's row is not there yet: 3 s at 100 ms. */
const STOP_RETRIES = 30;
const DONE: ReadonlySet<QueryStatus> = new Set(['success', 'failed', 'stopped', 'timed_out']);
/**
 * The rows the first answer carries, then the page size the rest is read in: the grid draws the
 * first rows at once and fills in behind, instead of waiting for 100,000 rows to cross the wire.
 */
export const FIRST_PAGE_ROWS = 1_000;
export const PAGE_ROWS = 20_000;
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Superset's client ids: 11 characters (shortid), made by the page so Stop can name a query at once. */
export const newClientId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(11)), (b) => ID_CHARS[b % ID_CHARS.length]).join('');

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export interface QueryRuns {
  runOf: (tabId: number) => QueryRun | null;
  run: (request: RunRequest) => Promise<void>;
  stop: (tabId: number) => Promise<void>;
  /** Shows a query the tab ran before the reload, with its kept results. */
  restore: (tabId: number, query: SqlLabQuery) => Promise<void>;
}

/**
 * Runs a tab's SQL: `POST /execute/` answers the rows (200) or that the query runs on the queue
 * (202), then `updated_since` is polled until the query ends and its results are read by key.
 * `onStarted` lets the tab remember its latest query on the server.
 */
export const useQueryRuns = (onStarted: (tabId: number, clientId: string) => void): QueryRuns => {
  const [runs, setRuns] = useState<ReadonlyMap<number, QueryRun>>(new Map());
  const current = useRef(new Map<number, QueryRun>());

  const set = useCallback((tabId: number, run: QueryRun) => {
    current.current.set(tabId, run);
    setRuns(new Map(current.current));
  }, []);
  /**
   * Reads a result's remaining rows page by page from the results backend, appending each to the
   * run's data while the run is still the tab's.
   */
  const streamRest = useCallback(
    async (tabId: number, clientId: string, first: SqlLabExecutionResponse) => {
      const key = first.query.resultsKey;
      const total = first.query.rows ?? 0;
      let data = first.data;
      while (key && data.length < total) {
        const page = await sqlLabApi.results(key, { offset: data.length, rows: PAGE_ROWS });
        const run = current.current.get(tabId);
        if (run?.clientId !== clientId || run.result === null || page.data.length === 0) return;
        data = data.concat(page.data);
        set(tabId, { ...run, result: { ...run.result, data } });
      }
    },
    [set],
  );
  /** A later answer only lands while its run is still the tab's and was not stopped. */
  const settle = useCallback(
    (tabId: number, clientId: string, patch: Partial<QueryRun>) => {
      const run = current.current.get(tabId);
      if (run?.clientId !== clientId || run.status === 'stopped') return;
      set(tabId, { ...run, ...patch });
    },
    [set],
  );

  const poll = useCallback(
    async (tabId: number, clientId: string, since: number) => {
      for (let attempt = 0; ; attempt += 1) {
        await sleep(POLL_DELAYS_MS[attempt] ?? POLL_MS);
        const run = current.current.get(tabId);
        if (run?.clientId !== clientId || DONE.has(run.status)) return;
        const query = (await sqlLabApi.updatedSince(since)).find((q) => q.id === clientId);
        if (query === undefined || !DONE.has(query.state)) {
          if (query !== undefined) settle(tabId, clientId, { status: query.state });
          continue;
        }
        const result =
          query.state === 'success' && query.resultsKey
            ? await sqlLabApi.results(query.resultsKey, { rows: FIRST_PAGE_ROWS })
            : null;
        settle(tabId, clientId, { status: query.state, result, error: query.errorMessage, endedAt: Date.now() });
        if (result !== null) void streamRest(tabId, clientId, result).catch(() => undefined);
        return;
      }
    },
    [settle, streamRest],
  );

  const run = useCallback(
    async (request: RunRequest) => {
      const clientId = newClientId();
      const startedAt = Date.now();
      set(request.tabId, {
        clientId,
        sql: request.sql,
        status: 'pending',
        startedAt,
        endedAt: null,
        result: null,
        error: null,
      });
      onStarted(request.tabId, clientId);
      try {
        const answer = await sqlLabApi.execute({
          database_id: request.databaseId,
          sql: request.sql,
          client_id: clientId,
          queryLimit: request.queryLimit,
          runAsync: request.runAsync,
          schema: request.schema,
          sql_editor_id: String(request.tabId),
          tab: request.tabLabel,
          data_rows: FIRST_PAGE_ROWS,
        });
        if (answer.status === 202) {
          settle(request.tabId, clientId, { status: answer.body.query.state });
          await poll(request.tabId, clientId, startedAt - 1000);
        } else {
          settle(request.tabId, clientId, {
            status: answer.body.status,
            result: answer.body,
            error: answer.body.query.errorMessage,
            endedAt: Date.now(),
          });
          void streamRest(request.tabId, clientId, answer.body).catch(() => undefined);
        }
      } catch (error) {
        settle(request.tabId, clientId, { status: 'failed', error: errorMessage(error), endedAt: Date.now() });
      }
    },
    [set, settle, poll, onStarted, streamRest],
  );

  const stop = useCallback(
    async (tabId: number) => {
      const run = current.current.get(tabId);
      if (run === undefined || DONE.has(run.status)) return;
      set(tabId, { ...run, status: 'stopped', endedAt: Date.now() });
      // A stop right after Run can reach the server before the query's row exists (404): try again
      // for a few seconds, so the engine stops it rather than only the page forgetting it.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await sqlLabApi.stop(run.clientId);
          return;
        } catch (error) {
          if (!isApiRequestError(error) || error.status !== 404 || attempt >= STOP_RETRIES) throw error;
          await sleep(100);
        }
      }
    },
    [set],
  );

  const restore = useCallback(
    async (tabId: number, query: SqlLabQuery) => {
      if (current.current.has(tabId)) return;
      const base: QueryRun = {
        clientId: query.id,
        sql: query.sql,
        status: query.state,
        startedAt: query.startDttm ?? Date.now(),
        endedAt: query.endDttm,
        result: null,
        error: query.errorMessage,
      };
      set(tabId, base);
      if (query.state === 'success' && query.resultsKey) {
        const result = await sqlLabApi.results(query.resultsKey, { rows: FIRST_PAGE_ROWS }).catch(() => null);
        settle(tabId, query.id, { result });
        if (result !== null) void streamRest(tabId, query.id, result).catch(() => undefined);
      } else if (!DONE.has(query.state)) {
        await poll(tabId, query.id, (query.startDttm ?? Date.now()) - 1000);
      }
    },
    [set, settle, poll, streamRest],
  );

  return { runOf: (tabId) => runs.get(tabId) ?? null, run, stop, restore };
};
