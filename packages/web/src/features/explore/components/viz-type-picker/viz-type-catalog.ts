import type { ChartMetadata } from '@tessera/core';
import { registeredChartMetadata } from '../../../../charts/registry';

export interface VizTypeEntry {
  vizType: string;
  metadata: ChartMetadata;
}

/** Superset's quick-switch tiles (FEATURED_CHARTS): line, bar, area, table, big number, pie. */
export const POPULAR_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
] as const;

/**
 * Superset's gallery order (DEFAULT_ORDER of its VizTypeGallery), keyed by viz_type, kept to the types
 * this product draws or is to draw; Superset's legacy keys (line, bar, dist_bar ...) are left out as
 * they migrate to the ECharts ones. Types Superset does not rank follow it: the time-series variants,
 * then the other ECharts types of the featured gallery by family. Unknown types come last, by name.
 */
export const POPULARITY_ORDER: readonly string[] = [
  'big_number',
  'big_number_total',
  'table',
  'pivot_table_v2',
  'echarts_timeseries_line',
  'echarts_area',
  'echarts_timeseries_bar',
  'echarts_timeseries_scatter',
  'pie',
  'mixed_timeseries',
  'deck_polygon',
  'time_table',
  'deck_scatter',
  'deck_hex',
  'deck_arc',
  'heatmap_v2',
  'deck_grid',
  'deck_screengrid',
  'treemap_v2',
  'box_plot',
  'sunburst_v2',
  'sankey_v2',
  'word_cloud',
  // Superset ranks `mapbox` here; point_cluster_map replaced it (#38035) and takes its place.
  'point_cluster_map',
  'cal_heatmap',
  'rose',
  'bubble_v2',
  'deck_geojson',
  'horizon',
  'deck_multi',
  'partition',
  'deck_path',
  'graph_chart',
  'world_map',
  'paired_ttest',
  'para',
  'country_map',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries',
  'waterfall',
  'gantt_chart',
  'pop_kpi',
  'histogram_v2',
  'funnel',
  'gauge_chart',
  'radar',
  'bullet',
  'tree_chart',
  'chord',
  'candlestick',
  'handlebars',
  'deck_heatmap',
  'deck_contour',
];

/** Spec 03 §2: the recommended tags; 'Popular' stands for Superset 5's 'Featured' tag. */
export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;
const TAG_ALIASES: Record<string, string> = { Popular: 'Featured' };

const isDeprecated = (metadata: ChartMetadata): boolean =>
  metadata.label === 'DEPRECATED' || metadata.tags.includes('Deprecated');

/** Spec 02 §9: deprecated charts sink and featured ones rise in search results. */
export const tagWeight = (metadata: ChartMetadata): number => {
  if (isDeprecated(metadata)) return -0.1;
  return metadata.label === 'FEATURED' || metadata.tags.includes('Featured') ? 0.1 : 0;
};

const rank = (vizType: string): number => {
  const i = POPULARITY_ORDER.indexOf(vizType);
  return i === -1 ? POPULARITY_ORDER.length : i;
};

export const sortByPopularity = (entries: readonly VizTypeEntry[]): VizTypeEntry[] =>
  [...entries].sort((a, b) => rank(a.vizType) - rank(b.vizType) || a.metadata.name.localeCompare(b.metadata.name));

/**
 * The gallery's types. Deprecated ones (the legacy filter box among them) are hidden, as Superset
 * hides them, unless the chart being edited is one: it stays listed so its selection and details show.
 */
export const allVizTypes = (current: string | null = null): VizTypeEntry[] =>
  sortByPopularity(registeredChartMetadata().filter((e) => e.vizType === current || !isDeprecated(e.metadata)));

/** The quick tiles: the popular six plus the current and the last drawn type when they are others. */
export const quickTileTypes = (current: string, rendered: string | null): string[] => {
  const tiles: string[] = [...POPULAR_VIZ_TYPES];
  for (const extra of [current, rendered]) if (extra && !tiles.includes(extra)) tiles.push(extra);
  return tiles;
};

export type PickerSection =
  | { kind: 'all' }
  | { kind: 'recommended'; tag: string }
  | { kind: 'category'; category: string }
  | { kind: 'tag'; tag: string };

export const sectionKey = (section: PickerSection): string =>
  section.kind === 'all'
    ? 'all'
    : section.kind === 'category'
      ? `category:${section.category}`
      : `${section.kind}:${section.tag}`;

export const categoriesOf = (entries: readonly VizTypeEntry[]): string[] =>
  [...new Set(entries.map((e) => e.metadata.category))].sort((a, b) => a.localeCompare(b));

export const tagsOf = (entries: readonly VizTypeEntry[]): string[] =>
  [...new Set(entries.flatMap((e) => e.metadata.tags))].sort((a, b) => a.localeCompare(b));

export const inSection = (entry: VizTypeEntry, section: PickerSection): boolean => {
  switch (section.kind) {
    case 'all':
      return true;
    case 'category':
      return entry.metadata.category === section.category;
    case 'recommended':
    case 'tag':
      return entry.metadata.tags.includes(TAG_ALIASES[section.tag] ?? section.tag);
  }
};

export const entriesIn = (entries: readonly VizTypeEntry[], section: PickerSection): VizTypeEntry[] =>
  entries.filter((entry) => inSection(entry, section));

/** Spec 03 §4: a new section keeps the selection only when the selected type belongs to it. */
export const selectionAfterSectionChange = (
  entries: readonly VizTypeEntry[],
  section: PickerSection,
  selected: string | null,
): string | null => {
  const entry = entries.find((e) => e.vizType === selected);
  return entry !== undefined && inSection(entry, section) ? selected : null;
};
