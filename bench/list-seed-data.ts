import type { Insertable } from 'kysely';
import type { ChartsTable, DashboardsTable } from '../packages/server/src/db/schema.js';

/** A small seeded PRNG (mulberry32): the same seed gives the same store, so runs compare. */
export interface Rng {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  chance: (p: number) => boolean;
  /** `n` distinct items of `xs` (n ≤ xs.length). */
  sample: <T>(xs: readonly T[], n: number) => T[];
}

export const createRng = (seed: number): Rng => {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(n, xs.length)) chosen.add(Math.floor(next() * xs.length));
    return [...chosen].map((i) => xs[i] as T);
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
};

const QUALIFIERS = [
  'Weekly',
  'Daily',
  'Monthly',
  'Quarterly',
  'Executive',
  'Regional',
  'EMEA',
  'APAC',
  'North America',
  'Team',
  'Board',
  'Operations',
  'Finance',
  'Product',
];
const TOPICS = [
  'Revenue',
  'Flights',
  'Delays',
  'Weather',
  'Stocks',
  'Marketing',
  'Churn',
  'Sales',
  'Inventory',
  'Support',
  'Growth',
  'Airports',
  'Movies',
  'Energy',
  'Population',
  'Safety',
];
const NOUNS = ['Overview', 'Report', 'KPIs', 'Deep dive', 'Tracker', 'Monitor', 'Summary', 'Scorecard', 'Trends'];
const METRICS = ['Count', 'Average delay', 'Total revenue', 'Max temperature', 'Median price', 'Share', 'Growth rate'];
const DIMENSIONS = ['carrier', 'origin', 'month', 'region', 'year', 'genre', 'country', 'weather', 'source', 'day'];

/** viz types with weights close to what a real Superset instance holds (tables and time series first). */
export const VIZ_TYPES = [
  'table',
  'table',
  'echarts_timeseries_line',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'big_number_total',
  'big_number',
  'pie',
  'echarts_area',
  'pivot_table_v2',
  'box_plot',
  'heatmap_v2',
];

const DAY_MS = 86_400_000;

/** created_on and changed_on: changes spread over two years, each created up to 180 days before. */
const auditTimes = (rng: Rng, now: number): { created_on: string; changed_on: string } => {
  const changed = now - Math.floor(rng.next() * 730 * DAY_MS);
  return {
    created_on: new Date(changed - Math.floor(rng.next() * 180 * DAY_MS)).toISOString(),
    changed_on: new Date(changed).toISOString(),
  };
};

const titleOf = (rng: Rng, i: number): string => {
  const base = `${rng.pick(QUALIFIERS)} ${rng.pick(TOPICS)} ${rng.pick(NOUNS)}`;
  // Many real titles repeat with a version or a year; the index keeps each one findable.
  return rng.chance(0.5) ? `${base} ${2019 + (i % 7)}` : `${base} #${i}`;
};

const slugOf = (title: string, i: number): string =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${i}`;

export interface Dataset {
  id: number;
  table_name: string;
}

/** One seeded chart row; `uuid` is how the seed finds its id after the insert. */
export const chartRow = (
  rng: Rng,
  i: number,
  now: number,
  datasets: readonly Dataset[],
  userIds: readonly number[],
  uuid: string,
): Insertable<ChartsTable> => {
  const dataset = rng.pick(datasets);
  const viz = rng.pick(VIZ_TYPES);
  const metric = rng.pick(METRICS);
  const dimension = rng.pick(DIMENSIONS);
  const times = auditTimes(rng, now);
  const owner = rng.pick(userIds);
  const params = {
    datasource: `${dataset.id}__table`,
    viz_type: viz,
    metrics: ['count'],
    groupby: viz.startsWith('big_number') ? [] : [dimension],
    adhoc_filters: [],
    row_limit: 1000,
    time_range: 'No filter',
  };
  const certified = rng.chance(0.05);
  return {
    uuid,
    slice_name: `${metric} by ${dimension} (${dataset.table_name}) ${i}`,
    description: rng.chance(0.3) ? `${metric} of ${dataset.table_name} split by ${dimension}` : null,
    viz_type: viz,
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify(params),
    query_context: null,
    cache_timeout: null,
    certified_by: certified ? 'Data team' : null,
    certification_details: certified ? 'Reviewed by the data team' : null,
    external_url: null,
    ...times,
    created_by_fk: owner,
    changed_by_fk: rng.pick(userIds),
    last_saved_at: times.changed_on,
    last_saved_by_fk: owner,
  };
};

/** Superset's position_json for a grid of the given charts, three per row. */
const positionJson = (charts: readonly { id: number; name: string; uuid: string }[]): string => {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [] as string[], parents: ['ROOT_ID'] },
  };
  const grid = layout['GRID_ID'] as { children: string[] };
  charts.forEach((c, i) => {
    const rowId = `ROW-${Math.floor(i / 3)}`;
    if (i % 3 === 0) {
      grid.children.push(rowId);
      layout[rowId] = { type: 'ROW', id: rowId, children: [], parents: ['ROOT_ID', 'GRID_ID'], meta: {} };
    }
    const chartId = `CHART-${c.id}`;
    (layout[rowId] as { children: string[] }).children.push(chartId);
    layout[chartId] = {
      type: 'CHART',
      id: chartId,
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', rowId],
      meta: { chartId: c.id, width: 4, height: 50, sliceName: c.name, uuid: c.uuid },
    };
  });
  return JSON.stringify(layout);
};

const JSON_METADATA = JSON.stringify({
  color_scheme: 'supersetColors',
  refresh_frequency: 0,
  native_filter_configuration: [],
  timed_refresh_immune_slices: [],
  expanded_slices: {},
  label_colors: {},
  cross_filters_enabled: true,
});

/** One seeded dashboard row laid out over `charts`. */
export const dashboardRow = (
  rng: Rng,
  i: number,
  now: number,
  userIds: readonly number[],
  charts: readonly { id: number; name: string; uuid: string }[],
  uuid: string,
): Insertable<DashboardsTable> => {
  const title = titleOf(rng, i);
  const certified = rng.chance(0.08);
  const owner = rng.pick(userIds);
  return {
    uuid,
    dashboard_title: title,
    slug: rng.chance(0.4) ? slugOf(title.replace(/ #\d+$/, ''), i) : null,
    description: null,
    css: rng.chance(0.1) ? '.header-title { font-weight: 600; }' : '',
    position_json: positionJson(charts),
    json_metadata: JSON_METADATA,
    published: rng.chance(0.6) ? 1 : 0,
    certified_by: certified ? 'Data team' : null,
    certification_details: certified ? 'Reviewed by the data team' : null,
    external_url: null,
    ...auditTimes(rng, now),
    created_by_fk: owner,
    changed_by_fk: rng.pick(userIds),
  };
};
