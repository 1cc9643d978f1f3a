import type { ChartDataResult, FormData, QueryContextInput } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { fetchChartData } from '../api/chart-data';
import type { LoadedChartPlugin } from './types';

export type ChartDataState =
  | { status: 'loading'; startedAt: number }
  | { status: 'failed'; error: unknown }
  | { status: 'success'; queriesData: ChartDataResult[] };

interface ChartRequest {
  qc: QueryContextInput;
  /** The query without its echoed form data: render-only controls do not refetch. */
  key: string;
  startedAt: number;
}

type Prepared = { qc: QueryContextInput; key: string } | { error: unknown };

const prepare = (plugin: LoadedChartPlugin, formData: FormData): Prepared => {
  try {
    const qc = plugin.buildQuery(formData);
    return { qc, key: JSON.stringify({ ...qc, form_data: undefined }) };
  } catch (error) {
    return { error };
  }
};

/**
 * Builds the plugin's query and fetches it; a changed query aborts the one in flight, and so
 * does unmounting. `enabled: false` (data given by the caller) skips all of it.
 */
export const useChartData = (
  plugin: LoadedChartPlugin | null,
  formData: FormData,
  enabled: boolean,
): ChartDataState | null => {
  const prepared = useMemo(() => (plugin && enabled ? prepare(plugin, formData) : null), [plugin, formData, enabled]);
  const [request, setRequest] = useState<ChartRequest | null>(null);
  const [answer, setAnswer] = useState<{ request: ChartRequest; value: ChartDataState } | null>(null);

  // A new query replaces the request during render, so the effect below sees one object per query.
  if (prepared !== null && 'qc' in prepared && prepared.key !== request?.key) {
    setRequest({ qc: prepared.qc, key: prepared.key, startedAt: Date.now() });
  }

  useEffect(() => {
    if (request === null) return undefined;
    const controller = new AbortController();
    fetchChartData(request.qc, { signal: controller.signal }).then(
      (queriesData) => setAnswer({ request, value: { status: 'success', queriesData } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, value: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  if (prepared === null) return null;
  if ('error' in prepared) return { status: 'failed', error: prepared.error };
  if (request !== null && answer?.request === request) return answer.value;
  return { status: 'loading', startedAt: request?.startedAt ?? Date.now() };
};
