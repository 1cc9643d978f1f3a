import { useQuery } from '@tanstack/react-query';
import { columnKind, type Dataset, type LegacyDatasource } from '@tessera/core';
import { filterConfigApi } from './config-api';
import type { NativeFilterType } from './filter-draft';

/** The dataset picker's choices, loaded once per modal (react-query caches them across opens). */
export const useFilterDatasets = () =>
  useQuery<Dataset[]>({
    queryKey: ['native-filter-config', 'datasets'],
    queryFn: ({ signal }) => filterConfigApi.datasets(signal),
    staleTime: 60_000,
  });

/** One dataset's columns and metrics, for the column, sort metric and pre-filter fields. */
export const useFilterDatasource = (datasetId: number | null) =>
  useQuery<LegacyDatasource>({
    queryKey: ['native-filter-config', 'datasource', datasetId],
    queryFn: ({ signal }) => filterConfigApi.datasource(datasetId ?? 0, signal),
    enabled: datasetId !== null,
    staleTime: 60_000,
  });

/**
 * The columns a filter type may target, as Superset's ColumnSelect offers them: a numerical range
 * needs a numeric column, a value filter takes any filterable column.
 */
export const targetColumns = (datasource: LegacyDatasource | undefined, filterType: NativeFilterType): string[] =>
  (datasource?.columns ?? [])
    .filter((c) => c.filterable !== false)
    .filter((c) => filterType !== 'filter_range' || columnKind(c) === 'numeric')
    .map((c) => c.column_name);
