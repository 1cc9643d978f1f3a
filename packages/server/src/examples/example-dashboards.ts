import { bigNumber, chart, pie, series, table, trendline, type ExampleChartDef } from './example-chart-params.js';
import { chartGallery } from './example-gallery.js';
import { mapsAndTables } from './example-maps-tables.js';
import type { LayoutSpec } from './example-layout.js';

/** An example dashboard: its charts and its layout as a tree (see example-layout.ts). */
export interface ExampleDashboardDef {
  slug: string;
  title: string;
  /** Prefix of the layout's component ids. */
  prefix: string;
  charts: ExampleChartDef[];
  layout: LayoutSpec[];
  css?: string;
}

const row = (...children: LayoutSpec[]): LayoutSpec => ({ type: 'ROW', children });
const column = (width: number, ...children: LayoutSpec[]): LayoutSpec => ({ type: 'COLUMN', width, children });
const at = (key: string, width: number, height = 50): LayoutSpec => ({ type: 'CHART', chart: key, width, height });
const markdown = (code: string, width: number, height: number): LayoutSpec => ({
  type: 'MARKDOWN',
  code,
  width,
  height,
});
const header = (text: string): LayoutSpec => ({ type: 'HEADER', text, size: 'MEDIUM_HEADER' });
const divider: LayoutSpec = { type: 'DIVIDER' };

const F = 'flights';

const flights: ExampleDashboardDef = {
  slug: 'flights-operations',
  title: 'Flights operations',
  prefix: 'flights',
  charts: [
    chart('total', 'Flights', F, bigNumber('count', 'flights in the data set')),
    chart('avgDelay', 'Average arrival delay', F, bigNumber('avg_delay', 'minutes')),
    chart('delayed', 'Share delayed over 15 minutes', F, bigNumber('delayed_share', 'of all flights')),
    chart('distance', 'Distance flown', F, bigNumber('sum_distance', 'miles')),
    chart('weekly', 'Flights per week', F, trendline('count', F, 'P1W')),
    chart('monthly', 'Monthly volume', F, series('echarts_timeseries_bar', F, 'P1M', ['count'])),
    chart(
      'delayByOrigin',
      'Average delay by origin',
      F,
      series('echarts_timeseries_line', F, 'P1W', ['avg_delay'], { groupby: ['origin'], limit: 5 }),
      'Weekly average arrival delay of the five origins with the longest delays.',
    ),
    chart('originShare', 'Flights by origin', F, pie('count', 'origin', 10, { donut: true })),
    chart('delayTable', 'Delays by origin', F, table(['origin'], ['avg_delay', 'delayed_share', 'count'], 50)),
    chart('routes', 'Busiest routes', F, table(['origin', 'destination'], ['count', 'avg_distance'], 25)),
    chart('destinations', 'Flights by destination', F, pie('count', 'destination', 10)),
    chart(
      'distanceByOrigin',
      'Distance flown per month',
      F,
      series('echarts_area', F, 'P1M', ['sum_distance'], { groupby: ['origin'], limit: 5, extra: { stack: true } }),
    ),
  ],
  layout: [
    {
      type: 'TABS',
      tabs: [
        {
          text: 'Overview',
          children: [
            header('Key numbers'),
            row(at('total', 3, 30), at('avgDelay', 3, 30), at('delayed', 3, 30), at('distance', 3, 30)),
            row(
              column(
                4,
                markdown(
                  '## Flights operations\n\nThree million US domestic flights: volume, delays and routes. ' +
                    'Delays are arrival delays in **minutes**; negative means early.',
                  4,
                  22,
                ),
                at('weekly', 4, 30),
              ),
              at('monthly', 8, 52),
            ),
          ],
        },
        {
          text: 'Delays',
          children: [
            {
              type: 'TABS',
              tabs: [
                { text: 'By week', children: [row(at('delayByOrigin', 12, 60))] },
                { text: 'By airport', children: [row(at('delayTable', 7, 60), at('originShare', 5, 60))] },
              ],
            },
          ],
        },
        {
          text: 'Routes',
          children: [row(at('routes', 8, 60), at('destinations', 4, 60)), divider, row(at('distanceByOrigin', 12, 50))],
        },
      ],
    },
  ],
};

const W = 'seattle_weather';

const seattle: ExampleDashboardDef = {
  slug: 'seattle-weather',
  title: 'Seattle weather',
  prefix: 'seattle',
  charts: [
    chart('rain', 'Total precipitation', W, bigNumber('sum_precipitation', 'mm over four years')),
    chart('warm', 'Average daily high', W, trendline('avg_temp_max', W, 'P1M')),
    chart('wind', 'Average wind', W, bigNumber('avg_wind', 'm/s')),
    chart(
      'temps',
      'Daily highs and lows by month',
      W,
      series('echarts_timeseries_line', W, 'P1M', ['avg_temp_max', 'avg_temp_min']),
    ),
    chart('byWeather', 'Days by weather', W, table(['weather'], ['count', 'avg_temp_max', 'sum_precipitation'], 10)),
    chart(
      'monthlyRain',
      'Precipitation per month',
      W,
      series('echarts_timeseries_bar', W, 'P1M', ['sum_precipitation']),
    ),
    chart('windArea', 'Wind by month', W, series('echarts_area', W, 'P1M', ['avg_wind'])),
    chart('weatherPie', 'Weather mix', W, pie('count', 'weather', 5, { donut: true })),
    chart('hottest', 'Hottest day', W, bigNumber('max_temp_max', '°C')),
  ],
  layout: [
    header('Four years of daily weather'),
    row(
      markdown(
        '## Seattle weather\n\nFour years of daily observations: precipitation, temperatures and wind. ' +
          'Switch tabs for temperatures or rain and wind.',
        4,
        30,
      ),
      at('rain', 4, 30),
      at('warm', 4, 30),
    ),
    {
      type: 'TABS',
      tabs: [
        { text: 'Temperature', children: [row(at('temps', 8, 55), at('byWeather', 4, 55))] },
        {
          text: 'Rain and wind',
          children: [
            row(at('monthlyRain', 6, 50), at('windArea', 6, 50)),
            divider,
            row(at('weatherPie', 6, 45), column(6, at('wind', 6, 22), at('hottest', 6, 22))),
          ],
        },
      ],
    },
  ],
};

const S = 'stocks';

const markets: ExampleDashboardDef = {
  slug: 'markets',
  title: 'Markets',
  prefix: 'markets',
  css: '.dashboard-markdown h2 { letter-spacing: 0.02em; }',
  charts: [
    chart('index', 'S&P 500', 'sp500', trendline('avg_price', 'sp500', 'P1M')),
    chart('high', 'Highest monthly close', S, bigNumber('max_price', 'any of the five stocks')),
    chart('low', 'Lowest monthly close', S, bigNumber('min_price', 'any of the five stocks')),
    chart(
      'prices',
      'Monthly close by symbol',
      S,
      series('echarts_timeseries_line', S, 'P1M', ['avg_price'], { groupby: ['symbol'], limit: 5 }),
    ),
    chart('summary', 'Price summary', S, table(['symbol'], ['avg_price', 'max_price', 'min_price'], 10)),
    chart(
      'stacked',
      'Combined price',
      S,
      series('echarts_area', S, 'P3M', ['avg_price'], { groupby: ['symbol'], limit: 5, extra: { stack: true } }),
    ),
    chart(
      'yearly',
      'Average price per year',
      S,
      series('echarts_timeseries_bar', S, 'P1Y', ['avg_price'], { groupby: ['symbol'], limit: 5 }),
    ),
    chart('share', 'Average price share', S, pie('avg_price', 'symbol', 5)),
    chart('sp500Line', 'S&P 500 monthly', 'sp500', series('echarts_timeseries_line', 'sp500', 'P1M', ['avg_price'])),
  ],
  layout: [
    header('Five tech stocks and the S&P 500'),
    row(
      markdown(
        '## Markets\n\nMonthly closing prices of AAPL, AMZN, GOOG, IBM and MSFT beside the S&P 500 index.',
        12,
        14,
      ),
    ),
    row(at('index', 4, 30), at('high', 4, 30), at('low', 4, 30)),
    {
      type: 'TABS',
      tabs: [
        { text: 'Prices', children: [row(at('prices', 8, 60), column(4, at('summary', 4, 60)))] },
        {
          text: 'Comparisons',
          children: [row(at('stacked', 6, 50), at('yearly', 6, 50)), row(at('share', 4, 50), at('sp500Line', 8, 50))],
        },
      ],
    },
  ],
};

/** The dashboards `load-examples` creates, in creation order. */
export const EXAMPLE_DASHBOARDS: readonly ExampleDashboardDef[] = [
  flights,
  seattle,
  markets,
  chartGallery,
  mapsAndTables,
];
