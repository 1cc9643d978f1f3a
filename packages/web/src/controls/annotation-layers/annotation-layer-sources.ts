import { useQuery } from '@tanstack/react-query';
import {
  columnsOf,
  encodeRisonUri,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  parseJsonObject,
  type AnnotationSourceType,
} from '@tessera/core';
import { api } from '../../api/client';
import { isChartSource, SOURCE_VIZ_TYPES } from './annotation-layer-state';
import { annotationLayerKeys } from './query-keys';

/** Enough rows for a picker; Superset's own annotation popover asks for one page too. */
export const SOURCE_PAGE_SIZE = 100;

export interface SourceOption {
  value: string;
  label: string;
}

export interface SourceChart extends SourceOption {
  /** The chart's saved form data, which the column choices come from. */
  params: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const resultOf = (body: unknown): Record<string, unknown>[] =>
  isRecord(body) && Array.isArray(body['result']) ? body['result'].filter(isRecord) : [];

/** `GET /api/v1/annotation_layer/`, by name. */
export const nativeLayersPath = (): string =>
  `/api/v1/annotation_layer/?q=${encodeRisonUri({
    columns: ['id', 'name'],
    order_column: 'name',
    order_direction: 'asc',
    page: 0,
    page_size: SOURCE_PAGE_SIZE,
  })}`;

/** `GET /api/v1/chart/` narrowed to the viz types a chart source reads. */
export const sourceChartsPath = (sourceType: 'table' | 'line'): string =>
  `/api/v1/chart/?q=${encodeRisonUri({
    filters: [{ col: 'viz_type', opr: 'in', value: [...SOURCE_VIZ_TYPES[sourceType]] }],
    columns: ['id', 'slice_name', 'viz_type', 'params'],
    order_column: 'slice_name',
    order_direction: 'asc',
    page: 0,
    page_size: SOURCE_PAGE_SIZE,
  })}`;

export const readNativeLayers = (body: unknown): SourceOption[] =>
  resultOf(body).flatMap((row) =>
    typeof row['id'] === 'number' && typeof row['name'] === 'string'
      ? [{ value: String(row['id']), label: row['name'] }]
      : [],
  );

export const readSourceCharts = (body: unknown): SourceChart[] =>
  resultOf(body).flatMap((row) =>
    typeof row['id'] === 'number' && typeof row['slice_name'] === 'string'
      ? [
          {
            value: String(row['id']),
            label: row['slice_name'],
            params: parseJsonObject(typeof row['params'] === 'string' ? row['params'] : null),
          },
        ]
      : [],
  );

/** What a table chart's rows hold: its raw columns, its groups and its metrics, each once. */
export const sourceColumns = (params: Record<string, unknown>): string[] => {
  const labels = [
    ...columnsOf(params['all_columns']).map(labelOfColumn),
    ...columnsOf(params['groupby']).map(labelOfColumn),
    ...metricsOf(params['metrics']).map(labelOfMetric),
  ];
  return [...new Set(labels.filter((l) => l !== ''))];
};

export interface SourceChoices {
  options: SourceOption[];
  charts: SourceChart[];
  loading: boolean;
  error: string | null;
}

const errorOf = (error: unknown): string | null => (error instanceof Error ? error.message : null);

/** The layers or charts a source type chooses from; formulas ask for nothing. */
export const useSourceChoices = (sourceType: AnnotationSourceType): SourceChoices => {
  const native = useQuery({
    queryKey: annotationLayerKeys.nativeLayers,
    queryFn: ({ signal }) => api.get<unknown>(nativeLayersPath(), signal),
    enabled: sourceType === 'NATIVE',
  });
  const chartSource = isChartSource(sourceType) ? sourceType : null;
  const charts = useQuery({
    queryKey: annotationLayerKeys.sourceCharts(chartSource),
    queryFn: ({ signal }) => api.get<unknown>(sourceChartsPath(chartSource ?? 'table'), signal),
    enabled: chartSource !== null,
  });
  if (sourceType === 'NATIVE')
    return {
      options: readNativeLayers(native.data),
      charts: [],
      loading: native.isLoading,
      error: errorOf(native.error),
    };
  if (chartSource === null) return { options: [], charts: [], loading: false, error: null };
  const list = readSourceCharts(charts.data);
  return { options: list, charts: list, loading: charts.isLoading, error: errorOf(charts.error) };
};
