/** Superset's graph DEFAULT_FORM_DATA: what an unset control means (Graph/types.ts). */
export const GRAPH_DEFAULTS = {
  layout: 'force',
  roam: true,
  draggable: false,
  selectedMode: 'single',
  showSymbolThreshold: 0,
  repulsion: 1000,
  gravity: 0.3,
  edgeSymbol: 'none,arrow',
  edgeLength: 400,
  baseEdgeWidth: 3,
  baseNodeSize: 20,
  friction: 0.2,
} as const;
