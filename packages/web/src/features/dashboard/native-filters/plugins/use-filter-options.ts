import {
  buildFilterOptionsQuery,
  type DashboardDataset,
  type DataMasksById,
  type NativeFilterConfig,
} from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../../api/client';
import type { FilterDataLoader } from './types';

export type FilterOptionsState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; rows: Record<string, unknown>[] }
  | { status: 'error'; message: string };

const IDLE: FilterOptionsState = { status: 'idle' };

/**
 * A filter's options query (core's buildFilterOptionsQuery: pre-filters, the parents' selection,
 * the search term) run through the page's loader; a new query (a parent changed, a new term)
 * replaces the running one. `enabled` false runs nothing.
 */
export const useFilterOptions = (
  filter: NativeFilterConfig,
  parentMasks: DataMasksById,
  dataset: DashboardDataset | undefined,
  loadData: FilterDataLoader,
  { search, enabled = true }: { search?: string; enabled?: boolean } = {},
): FilterOptionsState => {
  const qc = useMemo(
    () =>
      enabled
        ? buildFilterOptionsQuery(filter, parentMasks, {
            ...(search !== undefined && { search }),
            ...(dataset !== undefined && { dataset: { id: dataset.id, columns: dataset.columns } }),
          })
        : null,
    [enabled, filter, parentMasks, dataset, search],
  );
  // The same query (by value) keeps its answer: a parent re-rendering does not reload the options.
  const key = qc === null ? null : JSON.stringify(qc);
  const [state, setState] = useState<{ key: string | null; value: FilterOptionsState }>({ key: null, value: IDLE });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    loadData(JSON.parse(key) as Parameters<FilterDataLoader>[0], controller.signal).then(
      (result) => {
        const first = result[0];
        const failed = first?.error ?? (first?.status === 'failed' ? 'failed' : null);
        setState({
          key,
          value:
            failed !== null && failed !== undefined && failed !== ''
              ? { status: 'error', message: failed }
              : { status: 'ready', rows: (first?.data ?? []) as Record<string, unknown>[] },
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', message: errorMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [key, loadData]);
  if (key === null) return IDLE;
  return state.key === key ? state.value : { status: 'loading' };
};
