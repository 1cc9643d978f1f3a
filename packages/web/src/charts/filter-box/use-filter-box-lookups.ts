import { useDebouncedValue } from '@mantine/hooks';
import { buildQueryContext, FilterBoxFormDataSchema, type FilterScalar, type FormData } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useChartDataSource } from '../chart-data-source';
import { buildSearchQuery } from './build-query';
import { fieldOptions } from './transform-props';

/** Spec 01 §9: filter option search is debounced. */
const SEARCH_DELAY_MS = 300;

/**
 * 'Search all options': the values matching the typed term on the server (ILIKE, bound), past
 * the 1000 loaded ones; empty until the user types.
 */
export const useFieldSearch = (formData: FormData, column: string, enabled: boolean) => {
  const source = useChartDataSource();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [found, setFound] = useState<FilterScalar[]>([]);
  useEffect(() => {
    if (!enabled || term === '') return;
    const field = FilterBoxFormDataSchema.parse(formData).filter_configs.find((f) => f.column === column);
    if (field === undefined) return;
    const controller = new AbortController();
    source
      .fetch(buildSearchQuery(formData, column, term), { signal: controller.signal })
      .then((results) =>
        setFound(fieldOptions((results[0]?.data ?? []) as Record<string, unknown>[], field).map((o) => o.value)),
      )
      .catch(() => setFound([]));
    return () => controller.abort();
  }, [enabled, term, formData, column, source]);
  return { setSearch, found: enabled && term !== '' ? found : [] };
};

/** The dataset's temporal columns for the time column selector (result_type 'columns', as the native filter asks). */
export const useTemporalColumns = (formData: FormData, enabled: boolean): string[] => {
  const source = useChartDataSource();
  const [columns, setColumns] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const qc = buildQueryContext({ ...formData, result_type: 'columns' }, (base) => [
      { ...base, columns: [], metrics: [] },
    ]);
    source
      .fetch(qc, { signal: controller.signal })
      .then((results) =>
        setColumns(
          ((results[0]?.data ?? []) as Record<string, unknown>[])
            .filter((row) => row['is_dttm'] === true)
            .map((row) => String(row['column_name'])),
        ),
      )
      .catch(() => setColumns([]));
    return () => controller.abort();
  }, [enabled, formData, source]);
  return columns;
};
