import { encodeRisonUri, type ComparatorScalar } from '@tessera/core';
import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../api/client';
import type { ExploreDatasource } from '../types';

/** How long typing in the value search rests before the server is asked. */
export const COLUMN_SEARCH_DELAY_MS = 300;

/** `GET /api/v1/datasource/table/{id}/column/{column}/values/`, with `q=(search:...)` when searching. */
export const columnValuesPath = (datasetId: number, column: string, search = ''): string => {
  const base = `/api/v1/datasource/table/${datasetId}/column/${encodeURIComponent(column)}/values/`;
  const text = search.trim();
  return text === '' ? base : `${base}?q=${encodeRisonUri({ search: text })}`;
};

const isValue = (value: unknown): value is ComparatorScalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** The answer's `result`, nulls and anything that is not a plain value left out. */
export const readColumnValues = (body: unknown): ComparatorScalar[] => {
  const result = typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
  return Array.isArray(result) ? result.filter(isValue) : [];
};

export interface ColumnValuesState {
  values: ComparatorScalar[];
  loading: boolean;
  error: string | null;
}

interface Settled {
  key: string;
  values: ComparatorScalar[];
  error: string | null;
}

const IDLE: ColumnValuesState = { values: [], loading: false, error: null };

/**
 * A column's distinct values for the comparator select, asked again (debounced) as the search
 * changes. `column` null, or a dataset that turns value lookups off, asks nothing.
 */
export const useColumnValues = (
  datasource: ExploreDatasource | null,
  column: string | null,
  search: string,
  delayMs = COLUMN_SEARCH_DELAY_MS,
): ColumnValuesState => {
  const enabled = datasource !== null && datasource.filter_select && column !== null && column !== '';
  const path = enabled ? columnValuesPath(datasource.id, column, search) : '';
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (path === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        apiRequest<unknown>(path, { signal: controller.signal }).then(
          (body) => setSettled({ key: path, values: readColumnValues(body), error: null }),
          (error: unknown) => {
            if (!controller.signal.aborted) setSettled({ key: path, values: [], error: errorMessage(error) });
          },
        );
      },
      search.trim() === '' ? 0 : delayMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, search, delayMs]);

  if (path === '') return IDLE;
  if (settled === null || settled.key !== path) return { values: settled?.values ?? [], loading: true, error: null };
  return { values: settled.values, loading: false, error: settled.error };
};
