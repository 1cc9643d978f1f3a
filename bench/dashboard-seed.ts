import type { FormData } from '@tessera/core';
import {
  buildPositionJson,
  type LayoutSpec,
  type PlacedChart,
} from '../packages/server/src/examples/example-layout.js';
import { exampleQueryContext, type ExampleVizType } from '../packages/server/src/examples/example-query-context.js';
import type { TestClient } from '../packages/server/test-support/test-app.js';

/** The bench dashboard: 50 charts over the examples, 40 of them over the 3M-row flights table, in 3 tabs. */
export const BENCH_DASHBOARD_SLUG = 'bench-50-charts';
const TAB_SIZES = [20, 15, 15] as const;
const PER_ROW = 4;

interface SeedChart {
  name: string;
  table: string;
  viz: ExampleVizType;
  params: Record<string, unknown>;
}

const noFilter = (subject: string) => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
  subject,
});
const originIs = (origin: string) => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: '==',
  comparator: origin,
  subject: 'origin',
});

/**
 * A flights chart filtered to one origin airport, so no two charts send the same query (the
 * batch would run identical ones once and flatter the numbers). The six chart types in turn.
 */
const flightsChart = (i: number, origin: string): SeedChart => {
  const filters = [noFilter('departure_time'), originIs(origin)];
  const base = { adhoc_filters: filters };
  const series = { ...base, x_axis: 'departure_time', groupby: ['destination'], limit: 5 };
  const kinds: SeedChart[] = [
    { name: `Flights from ${origin}`, table: 'flights', viz: 'big_number_total', params: { ...base, metric: 'count' } },
    {
      name: `Weekly flights from ${origin}`,
      table: 'flights',
      viz: 'big_number',
      params: { ...base, metric: 'count', x_axis: 'departure_time', time_grain_sqla: 'P1W' },
    },
    {
      name: `Delay from ${origin} by destination`,
      table: 'flights',
      viz: 'echarts_timeseries_line',
      params: { ...series, time_grain_sqla: 'P1W', metrics: ['avg_delay'], series_limit_metric: 'count' },
    },
    {
      name: `Monthly flights from ${origin}`,
      table: 'flights',
      viz: 'echarts_timeseries_bar',
      params: { ...series, time_grain_sqla: 'P1M', metrics: ['count'], stack: true },
    },
    {
      name: `Destinations from ${origin}`,
      table: 'flights',
      viz: 'pie',
      params: { ...base, metric: 'count', groupby: ['destination'], row_limit: 10 },
    },
    {
      name: `Routes from ${origin}`,
      table: 'flights',
      viz: 'table',
      params: {
        ...base,
        query_mode: 'aggregate',
        groupby: ['destination'],
        metrics: ['count', 'avg_delay'],
        row_limit: 20,
      },
    },
  ];
  return kinds[i % kinds.length] as SeedChart;
};

const OTHER_CHARTS: readonly SeedChart[] = [
  ...['avg_temp_max', 'sum_precipitation', 'avg_wind', 'avg_temp_min', 'max_temp_max'].map((metric, i): SeedChart => ({
    name: `Seattle ${metric}`,
    table: 'seattle_weather',
    viz: i % 2 === 0 ? 'echarts_area' : 'big_number',
    params: { adhoc_filters: [noFilter('date')], x_axis: 'date', time_grain_sqla: 'P1M', metrics: [metric], metric },
  })),
  ...['avg_price', 'max_price', 'min_price', 'avg_price', 'max_price'].map((metric, i): SeedChart => ({
    name: `Stocks ${metric} ${i}`,
    table: 'stocks',
    viz: i < 3 ? 'echarts_timeseries_line' : 'pie',
    params: {
      adhoc_filters: [noFilter('date')],
      x_axis: 'date',
      time_grain_sqla: i === 0 ? 'P1M' : 'P3M',
      metrics: [metric],
      metric,
      groupby: ['symbol'],
    },
  })),
];

/** The 40 busiest origins of the flights table, busiest first. */
const busiestOrigins = async (api: TestClient, flightsId: number): Promise<string[]> => {
  const res = await api.post<{ result: { data: { origin: string }[] }[] }>('/api/v1/chart/data', {
    datasource: { id: flightsId, type: 'table' },
    queries: [{ columns: ['origin'], metrics: ['count'], orderby: [['count', false]], row_limit: 40 }],
  });
  const origins = res.body.result[0]?.data.map((r) => r.origin) ?? [];
  if (origins.length < 40) throw new Error(`expected 40 origins, got ${origins.length}`);
  return origins;
};

/** The chart list carries each chart's uuid, which CHART components name beside the id. */
const fillUuids = async (api: TestClient, placed: Map<string, PlacedChart>): Promise<void> => {
  const uuids = new Map<number, string>();
  for (let page = 0; page < 50; page += 1) {
    const list = await api.get<{ result: { id: number; uuid: string }[] }>(
      `/api/v1/chart/?q=(page:${page},page_size:100)`,
    );
    if (list.body.result.length === 0) break;
    for (const c of list.body.result) uuids.set(c.id, c.uuid);
  }
  for (const chart of placed.values()) chart.uuid = uuids.get(chart.id) ?? '';
};

/** Creates the 50 charts and the dashboard through the API (once: an existing dashboard is reused). */
export const seedBenchDashboard = async (api: TestClient, datasetIds: ReadonlyMap<string, number>): Promise<number> => {
  const existing = await api.get<{ result: { id: number } }>(`/api/v1/dashboard/${BENCH_DASHBOARD_SLUG}`);
  if (existing.status === 200) return existing.body.result.id;
  const flightsId = datasetIds.get('flights');
  if (flightsId === undefined) throw new Error('no flights dataset');
  const origins = await busiestOrigins(api, flightsId);
  const seeds = [...origins.map((o, i) => flightsChart(i, o)), ...OTHER_CHARTS];
  const placed = new Map<string, PlacedChart>();
  for (const [i, seed] of seeds.entries()) {
    const datasetId = datasetIds.get(seed.table);
    if (datasetId === undefined) throw new Error(`no dataset ${seed.table}`);
    const formData: FormData & { viz_type: ExampleVizType } = {
      datasource: `${datasetId}__table`,
      viz_type: seed.viz,
      ...seed.params,
    };
    const res = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: seed.name,
      viz_type: seed.viz,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
      query_context: JSON.stringify(exampleQueryContext(formData)),
    });
    if (res.status !== 201) throw new Error(`chart ${seed.name}: ${res.status} ${JSON.stringify(res.body)}`);
    placed.set(`c${i}`, { id: res.body.id, uuid: '', sliceName: seed.name });
  }
  await fillUuids(api, placed);
  // Flights charts spread over the tabs, the others at the end of the last tab.
  const keys = [...placed.keys()];
  let next = 0;
  const tabs = TAB_SIZES.map((size, t) => {
    const mine = keys.slice(next, next + size);
    next += size;
    const rows: LayoutSpec[] = [];
    for (let r = 0; r < mine.length; r += PER_ROW)
      rows.push({
        type: 'ROW',
        children: mine
          .slice(r, r + PER_ROW)
          .map((key): LayoutSpec => ({ type: 'CHART', chart: key, width: 12 / PER_ROW, height: 50 })),
      });
    return { text: `Tab ${t + 1}`, children: rows };
  });
  const title = '50 charts (bench)';
  const position = buildPositionJson(title, 'bench', [{ type: 'TABS', tabs }], placed);
  const dash = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: title,
    slug: BENCH_DASHBOARD_SLUG,
    position_json: JSON.stringify(position),
    json_metadata: JSON.stringify({ native_filter_configuration: [] }),
    published: true,
  });
  if (dash.status !== 201) throw new Error(`dashboard: ${dash.status} ${JSON.stringify(dash.body)}`);
  return dash.body.id;
};
