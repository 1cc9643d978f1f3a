import { parseDatasourceKey, type ChartDatasourceMeta } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { datasourceMetaOf, type DatasourceMetaSource } from './datasource-meta';
import { chartKeys } from './query-keys';

/** Verbose names and formats change only when a dataset is edited: keep them for the session's charts. */
const STALE_TIME = 30 * 60_000;

export interface DatasourceMetaState {
  meta: ChartDatasourceMeta | undefined;
  /** True while the first answer is outstanding; a failure settles it without meta. */
  pending: boolean;
}

const tableIdOf = (datasourceKey: string): number | null => {
  const { id, type } = parseDatasourceKey(datasourceKey);
  return type === 'table' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The verbose map and column formats of a chart's dataset, from the legacy datasource endpoint,
 * fetched once per dataset and shared by every chart on the page.
 */
export const useDatasourceMeta = (datasourceKey: string, enabled: boolean): DatasourceMetaState => {
  const id = tableIdOf(datasourceKey);
  const active = enabled && id !== null;
  const query = useQuery({
    queryKey: chartKeys.datasourceMeta(id),
    queryFn: ({ signal }) => apiRequest<DatasourceMetaSource>(`/datasource/get/table/${id}/`, { signal }),
    select: datasourceMetaOf,
    enabled: active,
    staleTime: STALE_TIME,
    // The chart waits for this answer; a missing dataset or a denied one should not hold it up.
    retry: false,
  });
  return { meta: active ? query.data : undefined, pending: active && query.isPending };
};
