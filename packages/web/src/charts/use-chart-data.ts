import type { ChartDataResult, ChartOwnState, FormData, QueryContextInput } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { useChartDataSource } from './chart-data-source';
import type { LoadedChartPlugin } from './types';

export type ChartDataState =
  | {
      status: 'loading';
      startedAt: number;
      /** The answer of the same query under an earlier own state (the previous page), shown meanwhile. */
      previous?: ChartDataResult[];
    }
  | { status: 'failed'; error: unknown }
  | { status: 'success'; queriesData: ChartDataResult[] };

/** A chart's own state and the query it belongs to. */
export interface OwnStateInput {
  value: ChartOwnState;
  /** The base query (see ChartData.baseKey) it was set for: a changed query drops it. Unset: it always applies. */
  baseKey?: string;
}

export interface ChartData {
  state: ChartDataState;
  /** The key of the query without own state, to tag an own state set now; null when buildQuery failed. */
  baseKey: string | null;
  /** The own state the query was built with. */
  ownState: ChartOwnState | undefined;
}

interface ChartRequest {
  qc: QueryContextInput;
  /** The query without its echoed form data: render-only controls do not refetch. */
  key: string;
  baseKey: string;
  startedAt: number;
}

type Prepared = { qc: QueryContextInput; key: string; baseKey: string; ownState?: ChartOwnState } | { error: unknown };

const queryKey = (qc: QueryContextInput): string => JSON.stringify({ ...qc, form_data: undefined });

const prepare = (plugin: LoadedChartPlugin, formData: FormData, ownState: OwnStateInput | undefined): Prepared => {
  try {
    const base = plugin.buildQuery(formData);
    const baseKey = queryKey(base);
    if (ownState === undefined || (ownState.baseKey !== undefined && ownState.baseKey !== baseKey)) {
      return { qc: base, key: baseKey, baseKey };
    }
    const qc = plugin.buildQuery(formData, { ownState: ownState.value });
    return { qc, key: queryKey(qc), baseKey, ownState: ownState.value };
  } catch (error) {
    return { error };
  }
};

/**
 * Builds the plugin's query (with the chart's own state) and fetches it; a changed query aborts
 * the one in flight, and so does unmounting. `enabled: false` (data given by the caller) skips all of it.
 */
export const useChartData = (
  plugin: LoadedChartPlugin | null,
  formData: FormData,
  enabled: boolean,
  ownState?: OwnStateInput,
): ChartData | null => {
  const prepared = useMemo(
    () => (plugin && enabled ? prepare(plugin, formData, ownState) : null),
    [plugin, formData, enabled, ownState],
  );
  const [request, setRequest] = useState<ChartRequest | null>(null);
  const [answer, setAnswer] = useState<{ request: ChartRequest; value: ChartDataState } | null>(null);
  const source = useChartDataSource();

  // A new query replaces the request during render, so the effect below sees one object per query.
  if (prepared !== null && 'qc' in prepared && prepared.key !== request?.key) {
    setRequest({ qc: prepared.qc, key: prepared.key, baseKey: prepared.baseKey, startedAt: Date.now() });
  }

  useEffect(() => {
    if (request === null) return undefined;
    const controller = new AbortController();
    source.fetch(request.qc, { signal: controller.signal }).then(
      (queriesData) => setAnswer({ request, value: { status: 'success', queriesData } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, value: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
    // A new source (a dashboard's forced refresh) fetches the same query again.
  }, [request, source]);

  if (prepared === null) return null;
  if ('error' in prepared)
    return { state: { status: 'failed', error: prepared.error }, baseKey: null, ownState: undefined };
  const { baseKey } = prepared;
  if (request !== null && answer?.request === request)
    return { state: answer.value, baseKey, ownState: prepared.ownState };
  const cached = request === null ? undefined : source.peek?.(request.qc);
  if (cached !== undefined)
    return { state: { status: 'success', queriesData: cached }, baseKey, ownState: prepared.ownState };
  const previous =
    answer?.value.status === 'success' && answer.request.baseKey === baseKey ? answer.value.queriesData : undefined;
  return {
    state: { status: 'loading', startedAt: request?.startedAt ?? Date.now(), ...(previous && { previous }) },
    baseKey,
    ownState: prepared.ownState,
  };
};
