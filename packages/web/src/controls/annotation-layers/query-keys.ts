/** TanStack Query keys of the annotation layer control's source choices. */
export const annotationLayerKeys = {
  nativeLayers: ['annotation-layer-control', 'native'] as const,
  sourceCharts: (chartSource: 'table' | 'line' | null) => ['annotation-layer-control', 'charts', chartSource] as const,
};
