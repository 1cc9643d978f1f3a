import { FILTER_BOX_VIZ_TYPE, type ChartMetadata } from '@tessera/core';
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

/** The fixed popularity order the gallery lists charts in; types not named follow, by name. */
const POPULARITY_ORDER: readonly string[] = [
  ...POPULAR_VIZ_TYPES,
  'big_number',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
];

/** Spec 03 §2: the recommended tags; 'Popular' stands for Superset 5's 'Featured' tag. */
export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;
const TAG_ALIASES: Record<string, string> = { Popular: 'Featured' };

/** Spec 02 §9: deprecated charts sink and featured ones rise in search results. */
export const tagWeight = (metadata: ChartMetadata): number => {
  if (metadata.label === 'DEPRECATED' || metadata.tags.includes('Deprecated')) return -0.1;
  return metadata.label === 'FEATURED' || metadata.tags.includes('Featured') ? 0.1 : 0;
};

const rank = (vizType: string): number => {
  const i = POPULARITY_ORDER.indexOf(vizType);
  return i === -1 ? POPULARITY_ORDER.length : i;
};

export const sortByPopularity = (entries: readonly VizTypeEntry[]): VizTypeEntry[] =>
  [...entries].sort((a, b) => rank(a.vizType) - rank(b.vizType) || a.metadata.name.localeCompare(b.metadata.name));

/**
 * The gallery's types. The legacy filter box is left out: it only draws the filter boxes of
 * dashboards from older Superset versions, as Superset hides it once native filters are on.
 */
export const allVizTypes = (): VizTypeEntry[] =>
  sortByPopularity(registeredChartMetadata().filter((e) => e.vizType !== FILTER_BOX_VIZ_TYPE));

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
