import type { ChartDataResult, QueryContextInput } from '@tessera/core';
import { createContext, useContext } from 'react';
import { fetchChartData } from '../api/chart-data';

/**
 * Where the chart host gets its data. Explore and the preview use `/api/v1/chart/data` per chart;
 * a dashboard provides its batching transport so the charts about to draw share one request.
 */
export interface ChartDataSource {
  fetch: (qc: QueryContextInput, opts: { signal: AbortSignal }) => Promise<ChartDataResult[]>;
  /** An answer already at hand for the query: drawn at once, with no loading state. */
  peek?: (qc: QueryContextInput) => ChartDataResult[] | undefined;
}

export const DEFAULT_CHART_DATA_SOURCE: ChartDataSource = { fetch: fetchChartData };

export const ChartDataSourceContext = createContext<ChartDataSource>(DEFAULT_CHART_DATA_SOURCE);

export const useChartDataSource = (): ChartDataSource => useContext(ChartDataSourceContext);
