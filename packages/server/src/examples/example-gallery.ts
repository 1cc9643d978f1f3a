import { chart, TIME_COLUMNS, type ExampleChartDef } from './example-chart-params.js';
import type { GalleryVizType } from './example-gallery-query.js';
import { pairedRows, type LayoutSpec } from './example-layout.js';

const F = 'flights';
const W = 'seattle_weather';
const S = 'stocks';
const C = 'cars';
const G = 'gapminder';
const A = 'airports';

/** A gallery chart: form data keys as Superset 5/6 stores them for the type (see each plugin's controlPanel). */
const g = (key: string, name: string, table: string, viz: GalleryVizType, params: Record<string, unknown>) =>
  chart(key, name, table, { viz, params });

/** A time filter on the table's time column: a recent stretch ('Last year', 'Last month') or 'No filter'. */
const timeFilter = (table: string, range: string): Record<string, unknown>[] => [
  {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    operator: 'TEMPORAL_RANGE',
    comparator: range,
    subject: TIME_COLUMNS[table],
  },
];

const symbolIs = (symbol: string): Record<string, unknown> => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'IN',
  comparator: [symbol],
  subject: 'symbol',
});

const overTime = (table: string, grain: string): Record<string, unknown> => ({
  x_axis: TIME_COLUMNS[table],
  time_grain_sqla: grain,
});

/** The chart gallery's tabs, in Superset's gallery categories; every chart is one issue-25 or issue-28 type. */
const TABS: { text: string; charts: ExampleChartDef[] }[] = [
  {
    text: 'Evolution',
    charts: [
      g('generic', 'Generic time series', S, 'echarts_timeseries', {
        ...overTime(S, 'P1M'),
        metrics: ['avg_price'],
        groupby: ['symbol'],
        seriesType: 'line',
        show_legend: true,
        rich_tooltip: true,
      }),
      g('scatter', 'Daily high temperatures', W, 'echarts_timeseries_scatter', {
        ...overTime(W, 'P1D'),
        metrics: ['avg_temp_max'],
        groupby: [],
        adhoc_filters: timeFilter(W, 'Last year'),
        markerSize: 6,
      }),
      g('smooth', 'Smoothed monthly prices', S, 'echarts_timeseries_smooth', {
        ...overTime(S, 'P1M'),
        metrics: ['avg_price'],
        groupby: ['symbol'],
        show_legend: true,
      }),
      g('step', 'Weekly flights, stepped', F, 'echarts_timeseries_step', {
        ...overTime(F, 'P1W'),
        metrics: ['count'],
        groupby: [],
        seriesType: 'start',
      }),
      g('mixed', 'Mixed: temperature and rain', W, 'mixed_timeseries', {
        ...overTime(W, 'P1M'),
        metrics: ['avg_temp_max'],
        groupby: [],
        metrics_b: ['sum_precipitation'],
        groupby_b: [],
        seriesType: 'line',
        seriesTypeB: 'bar',
        yAxisIndex: 0,
        yAxisIndexB: 1,
        show_legend: true,
      }),
      g('waterfall', 'Waterfall of monthly rain', W, 'waterfall', {
        ...overTime(W, 'P1M'),
        metric: 'sum_precipitation',
        groupby: [],
        adhoc_filters: timeFilter(W, 'Last year'),
        x_axis_time_format: '%b',
        show_value: true,
      }),
      g('gantt', 'Months of each stock', S, 'gantt_chart', {
        // Each row is one month of a stock: it ends where the next month starts.
        start_time: 'date',
        end_time: { expressionType: 'SQL', sqlExpression: "date + INTERVAL '1 month'", label: 'month_end' },
        y_axis: 'symbol',
        adhoc_filters: timeFilter(S, 'Last year'),
        order_by_cols: ['["date", true]'],
        row_limit: 100,
      }),
      g('popKpi', 'Flights, period over period', F, 'pop_kpi', {
        metric: 'count',
        // The flights cover half a year: the last month against the month before it.
        adhoc_filters: timeFilter(F, 'Last month'),
        time_comparison: 'm',
        comparison_color_enabled: true,
        comparison_color_scheme: 'Green',
        show_metric_name: true,
      }),
      g('calendar', 'Daily rain calendar', W, 'cal_heatmap', {
        ...overTime(W, 'P1D'),
        metrics: ['sum_precipitation'],
        adhoc_filters: timeFilter(W, 'Last year'),
        domain_granularity: 'month',
        subdomain_granularity: 'day',
        linear_color_scheme: 'blue_white_yellow',
        show_legend: true,
      }),
      g('horizon', 'Horizon of prices', S, 'horizon', {
        ...overTime(S, 'P1M'),
        metrics: ['avg_price'],
        groupby: ['symbol'],
        series_height: '25',
        horizon_color_scale: 'series',
      }),
      g('candles', 'AAPL quarterly candles', S, 'candlestick', {
        ...overTime(S, 'P3M'),
        // A quarter of monthly prices: its first and last month open and close it.
        open: { expressionType: 'SQL', sqlExpression: 'arg_min(price, date)', label: 'Open', hasCustomLabel: true },
        high: 'max_price',
        low: 'min_price',
        close: { expressionType: 'SQL', sqlExpression: 'arg_max(price, date)', label: 'Close', hasCustomLabel: true },
        adhoc_filters: [...timeFilter(S, 'No filter'), symbolIs('AAPL')],
      }),
    ],
  },
  {
    text: 'Distribution',
    charts: [
      g('boxplot', 'Delay spread by origin', F, 'box_plot', {
        columns: ['origin'],
        groupby: [],
        metrics: ['avg_delay'],
        whiskerOptions: 'Tukey',
      }),
      g('histogram', 'Horsepower histogram', C, 'histogram_v2', {
        column: 'horsepower',
        groupby: [],
        bins: 10,
        cumulative: false,
        normalize: false,
        row_limit: 10000,
      }),
    ],
  },
  {
    text: 'Correlation',
    charts: [
      g('heatmap', 'Flights by origin and destination', F, 'heatmap_v2', {
        x_axis: 'origin',
        groupby: ['destination'],
        metric: 'count',
        normalize_across: 'heatmap',
        linear_color_scheme: 'blue_white_yellow',
        row_limit: 10000,
        legend_type: 'continuous',
      }),
      g('bubble', 'Power and economy', C, 'bubble_v2', {
        entity: 'name',
        series: 'origin',
        x: 'avg_horsepower',
        y: 'avg_miles_per_gallon',
        size: 'avg_weight_lbs',
        max_bubble_size: '25',
        row_limit: 200,
      }),
    ],
  },
  {
    text: 'Part of a Whole',
    charts: [
      g('treemap', 'Flights by origin', F, 'treemap_v2', { groupby: ['origin'], metric: 'count', row_limit: 20 }),
      g('sunburst', 'Routes sunburst', F, 'sunburst_v2', {
        columns: ['origin', 'destination'],
        metric: 'count',
        secondary_metric: 'avg_delay',
        row_limit: 100,
      }),
      g('partition', 'Cars by origin and cylinders', C, 'partition', {
        groupby: ['origin', 'cylinders'],
        metrics: ['avg_horsepower'],
      }),
      g('rose', 'Monthly rain rose', W, 'rose', {
        ...overTime(W, 'P1M'),
        metrics: ['sum_precipitation'],
        groupby: [],
      }),
    ],
  },
  {
    text: 'Ranking',
    charts: [
      g('funnel', 'Busiest origins', F, 'funnel', { groupby: ['origin'], metric: 'count', row_limit: 8 }),
      g('gauge', 'Average delay gauge', F, 'gauge_chart', { groupby: [], metric: 'avg_delay', min_val: 0 }),
      g('radar', 'Cars by origin', C, 'radar', {
        groupby: ['origin'],
        metrics: ['avg_miles_per_gallon', 'avg_horsepower', 'avg_acceleration'],
      }),
      g('bullet', 'Average delay against targets', F, 'bullet', {
        metric: 'avg_delay',
        ranges: '0,10,20',
        markers: '15',
      }),
    ],
  },
  {
    text: 'Flow',
    charts: [
      g('sankey', 'Flights between airports', F, 'sankey_v2', {
        source: 'origin',
        target: 'destination',
        metric: 'count',
        row_limit: 30,
      }),
      g('graph', 'Route network', F, 'graph_chart', {
        source: 'origin',
        target: 'destination',
        metric: 'count',
        layout: 'force',
        row_limit: 60,
      }),
      g('tree', 'Routes as a tree', F, 'tree_chart', {
        id: 'destination',
        parent: 'origin',
        name: 'destination',
        metric: 'count',
        layout: 'orthogonal',
        row_limit: 60,
      }),
      g('chord', 'Route chords', F, 'chord', {
        groupby: ['origin'],
        columns: ['destination'],
        metric: 'count',
        row_limit: 40,
      }),
    ],
  },
  {
    text: 'Tables and text',
    charts: [
      g('pivot', 'Rain by weather and year', W, 'pivot_table_v2', {
        groupbyRows: ['weather'],
        groupbyColumns: ['date'],
        temporal_columns_lookup: { date: true },
        time_grain_sqla: 'P1Y',
        metrics: ['sum_precipitation', 'count'],
        aggregateFunction: 'Sum',
        rowTotals: true,
        colTotals: true,
        valueFormat: ',.1f',
        date_format: '%Y',
        row_limit: 10000,
      }),
      g('timeTable', 'Rain month by month', W, 'time_table', {
        granularity_sqla: 'date',
        time_grain_sqla: 'P1M',
        metrics: ['sum_precipitation'],
        groupby: ['weather'],
        adhoc_filters: timeFilter(W, 'Last year'),
        column_collection: [
          { key: 'trend', label: 'Trend', colType: 'spark', width: 180, height: 36 },
          { key: 'share', label: 'Share', colType: 'contrib', d3format: '.1%' },
          { key: 'change', label: 'vs last month', colType: 'time', timeLag: 1, comparisonType: 'diff' },
        ],
        row_limit: 10000,
      }),
      g('ttest', 'High temperatures, paired t-test', W, 'paired_ttest', {
        granularity_sqla: 'date',
        time_grain_sqla: 'P1M',
        metrics: ['avg_temp_max'],
        groupby: ['weather'],
        adhoc_filters: timeFilter(W, 'Last year'),
        significance_level: 0.05,
        row_limit: 10000,
      }),
      g('text', 'The weather in words', W, 'handlebars', {
        query_mode: 'aggregate',
        groupby: ['weather'],
        metrics: ['count'],
        adhoc_filters: timeFilter(W, 'Last year'),
        handlebarsTemplate:
          '<h3>Last year</h3><ul>{{#each data}}<li><b>{{weather}}</b>: {{formatNumber count}} days</li>{{/each}}</ul>',
        row_limit: 20,
      }),
    ],
  },
  {
    text: 'Maps',
    charts: [
      g('worldMap', 'Life expectancy by country', G, 'world_map', {
        entity: 'country',
        country_fieldtype: 'name',
        metric: 'avg_life_expectancy',
        secondary_metric: 'sum_population',
        show_bubbles: true,
        max_bubble_size: '25',
        color_by: 'metric',
        linear_color_scheme: 'superset_seq_1',
        y_axis_format: '.1f',
        row_limit: 1000,
      }),
      g('countryMap', 'US airports by state', A, 'country_map', {
        select_country: 'usa',
        entity: 'state_iso',
        metric: 'count',
        number_format: ',d',
        linear_color_scheme: 'superset_seq_1',
      }),
    ],
  },
  {
    text: 'Other',
    charts: [
      g('para', 'Cars in parallel', C, 'para', {
        series: 'name',
        metrics: ['avg_miles_per_gallon', 'avg_horsepower', 'avg_weight_lbs', 'avg_acceleration'],
        row_limit: 50,
      }),
      g('words', 'Car models', C, 'word_cloud', {
        series: 'name',
        metric: 'avg_horsepower',
        rotation: 'square',
        size_from: 10,
        size_to: 70,
        row_limit: 100,
      }),
    ],
  },
];

/** Issue 25: every chart type of the featured gallery over the example data, one tab per category. */
export const chartGallery: {
  slug: string;
  title: string;
  prefix: string;
  charts: ExampleChartDef[];
  layout: LayoutSpec[];
} = {
  slug: 'chart-gallery',
  title: 'Chart gallery',
  prefix: 'gallery',
  charts: TABS.flatMap((tab) => tab.charts),
  layout: [{ type: 'TABS', tabs: TABS.map((tab) => ({ text: tab.text, children: pairedRows(tab.charts, 50) })) }],
};
