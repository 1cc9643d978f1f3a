/** TanStack Query keys of the chart host. */
export const chartKeys = {
  /** The legacy datasource of a chart's dataset (verbose names, formats), shared by the charts on a page. */
  datasourceMeta: (datasetId: number | null) => ['chart-datasource-meta', datasetId] as const,
};
