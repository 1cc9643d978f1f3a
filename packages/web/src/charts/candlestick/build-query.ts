import {
  buildQueryContext,
  getXAxisColumn,
  labelOfMetric,
  metricsOf,
  type FormData,
  type QueryContextInput,
  type QueryMetric,
} from '@tessera/core';

/** The four metrics of a candle, in the order the query asks for them. */
export const OHLC_CONTROLS = ['open', 'high', 'low', 'close'] as const;

/** The OHLC metrics, each once (a metric may serve as two of them). */
const ohlcMetrics = (fd: FormData): QueryMetric[] => {
  const seen = new Set<string>();
  return metricsOf(OHLC_CONTROLS.map((key) => fd[key])).filter((metric) => {
    const label = labelOfMetric(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
};

/** One row per period of the time x-axis with its open, high, low and close, oldest first. */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base, merged) => {
    const xAxis = getXAxisColumn(merged);
    return [
      {
        ...base,
        columns: xAxis === undefined ? [] : [xAxis],
        metrics: ohlcMetrics(formData),
        orderby: xAxis === undefined ? [] : [[xAxis, true]],
        series_limit_metric: undefined,
      },
    ];
  });
