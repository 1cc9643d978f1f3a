import { col, csv, custom, metric, type ExampleTableDef } from './example-table-helpers.js';
import { GEO_EXAMPLE_TABLES } from './example-tables-geo.js';
import { MORE_EXAMPLE_TABLES } from './example-tables-more.js';

export type { ExampleTableDef } from './example-table-helpers.js';

/**
 * Per-table definitions of the example data sets (vega-datasets files loaded into DuckDB).
 * Each `select` reads its source with DuckDB and yields the final, typed, snake_case columns;
 * the loader adds the date shift on top.
 */

export const EXAMPLE_TABLES: readonly ExampleTableDef[] = [
  {
    tableName: 'flights',
    about: 'Three million US domestic flights (January to June 2001) with arrival delay and distance.',
    sourceFile: 'flights-3m.parquet',
    // The parquet file already stores `date` as a real TIMESTAMP (2001-01-01 .. 2001-07-01), so no decoding is needed.
    select: (src) => `SELECT
      CAST(date AS TIMESTAMP) AS departure_time,
      CAST(delay AS BIGINT) AS delay,
      CAST(distance AS BIGINT) AS distance,
      CAST(origin AS VARCHAR) AS origin,
      CAST(destination AS VARCHAR) AS destination
    FROM read_parquet(${src})`,
    mainDttmCol: 'departure_time',
    shiftUnit: 'week',
    columns: {
      departure_time: col('Departure time', 'Scheduled departure (local time).'),
      delay: col('Delay (min)', 'Arrival delay in minutes; negative means early.', false),
      distance: col('Distance (mi)', 'Flight distance in miles.', false),
      origin: col('Origin', 'IATA code of the departure airport.'),
      destination: col('Destination', 'IATA code of the arrival airport.'),
    },
    metrics: [
      metric('AVG', 'delay', 'Average delay (min)', ',.1f'),
      metric('SUM', 'delay', 'Total delay (min)', ',.0f'),
      metric('SUM', 'distance', 'Total distance (mi)', ',.0f'),
      metric('AVG', 'distance', 'Average distance (mi)', ',.0f'),
      custom('delayed_share', 'Share delayed > 15 min', 'AVG(CASE WHEN delay > 15 THEN 1 ELSE 0 END)', '.1%'),
    ],
  },
  {
    tableName: 'seattle_weather',
    about: 'Daily weather in Seattle (4 years): precipitation, temperatures, wind and a weather label.',
    sourceFile: 'seattle-weather.csv',
    select: (src) => `SELECT
      CAST(date AS TIMESTAMP) AS date,
      CAST(precipitation AS DOUBLE) AS precipitation,
      CAST(temp_max AS DOUBLE) AS temp_max,
      CAST(temp_min AS DOUBLE) AS temp_min,
      CAST(wind AS DOUBLE) AS wind,
      weather
    FROM ${csv(src)}`,
    mainDttmCol: 'date',
    shiftUnit: 'week',
    columns: {
      date: col('Date'),
      precipitation: col('Precipitation (mm)', undefined, false),
      temp_max: col('Max temperature (°C)', undefined, false),
      temp_min: col('Min temperature (°C)', undefined, false),
      wind: col('Wind (m/s)', undefined, false),
      weather: col('Weather', 'drizzle, rain, sun, snow or fog.'),
    },
    metrics: [
      metric('SUM', 'precipitation', 'Total precipitation (mm)', ',.1f'),
      metric('AVG', 'temp_max', 'Average max temperature (°C)', '.1f'),
      metric('AVG', 'temp_min', 'Average min temperature (°C)', '.1f'),
      metric('MAX', 'temp_max', 'Highest temperature (°C)', '.1f'),
      metric('AVG', 'wind', 'Average wind (m/s)', '.1f'),
    ],
  },
  {
    tableName: 'stocks',
    about: 'Monthly closing prices of five tech stocks (AAPL, AMZN, GOOG, IBM, MSFT), about ten years.',
    sourceFile: 'stocks.csv',
    select: (src) => `SELECT
      symbol,
      strptime(date, '%b %d %Y') AS date,
      CAST(price AS DOUBLE) AS price
    FROM ${csv(src)}`,
    mainDttmCol: 'date',
    shiftUnit: 'month',
    columns: {
      symbol: col('Symbol', 'Ticker symbol.'),
      date: col('Date', 'First day of the month.'),
      price: col('Price (USD)', 'Closing price.', false),
    },
    metrics: [
      metric('AVG', 'price', 'Average price', '$,.2f'),
      metric('MAX', 'price', 'Highest price', '$,.2f'),
      metric('MIN', 'price', 'Lowest price', '$,.2f'),
    ],
  },
  {
    tableName: 'sp500',
    about: 'Monthly S&P 500 index level, about ten years.',
    sourceFile: 'sp500.csv',
    select: (src) => `SELECT strptime(date, '%b %d %Y') AS date, CAST(price AS DOUBLE) AS price FROM ${csv(src)}`,
    mainDttmCol: 'date',
    shiftUnit: 'month',
    columns: {
      date: col('Date', 'First day of the month.'),
      price: col('Index level', undefined, false),
    },
    metrics: [
      metric('AVG', 'price', 'Average index level', ',.2f'),
      metric('MAX', 'price', 'Highest index level', ',.2f'),
    ],
  },
  {
    tableName: 'cars',
    about: 'Specifications of 406 car models from 1970 to 1982 (the classic "Auto MPG" data).',
    sourceFile: 'cars.json',
    select: (src) => `SELECT
      "Name" AS name,
      "Miles_per_Gallon" AS miles_per_gallon,
      "Cylinders" AS cylinders,
      "Displacement" AS displacement,
      "Horsepower" AS horsepower,
      "Weight_in_lbs" AS weight_lbs,
      "Acceleration" AS acceleration,
      CAST("Year" AS TIMESTAMP) AS year,
      "Origin" AS origin
    FROM read_json(${src}, format = 'array', columns = {
      'Name': 'VARCHAR', 'Miles_per_Gallon': 'DOUBLE', 'Cylinders': 'BIGINT', 'Displacement': 'DOUBLE',
      'Horsepower': 'BIGINT', 'Weight_in_lbs': 'BIGINT', 'Acceleration': 'DOUBLE', 'Year': 'DATE', 'Origin': 'VARCHAR'
    })`,
    mainDttmCol: 'year',
    shiftUnit: 'month',
    columns: {
      name: col('Model', undefined, false),
      miles_per_gallon: col('Miles per gallon', undefined, false),
      cylinders: col('Cylinders'),
      displacement: col('Displacement (cu in)', undefined, false),
      horsepower: col('Horsepower', undefined, false),
      weight_lbs: col('Weight (lbs)', undefined, false),
      acceleration: col('Acceleration (s, 0-60 mph)', undefined, false),
      year: col('Model year'),
      origin: col('Origin', 'USA, Europe or Japan.'),
    },
    metrics: [
      metric('AVG', 'miles_per_gallon', 'Average MPG', '.1f'),
      metric('AVG', 'horsepower', 'Average horsepower', ',.0f'),
      metric('AVG', 'weight_lbs', 'Average weight (lbs)', ',.0f'),
      metric('AVG', 'acceleration', 'Average acceleration (s)', '.1f'),
    ],
  },
  {
    tableName: 'gapminder',
    about: 'Population, life expectancy and fertility by country, every five years from 1955 to 2005.',
    sourceFile: 'gapminder.json',
    select: (src) => `SELECT
      make_timestamp("year", 1, 1, 0, 0, 0) AS year,
      country,
      cluster,
      pop AS population,
      life_expect AS life_expectancy,
      fertility
    FROM read_json(${src}, format = 'array', columns = {
      'year': 'BIGINT', 'country': 'VARCHAR', 'cluster': 'BIGINT', 'pop': 'BIGINT',
      'life_expect': 'DOUBLE', 'fertility': 'DOUBLE'
    })`,
    mainDttmCol: 'year',
    shiftUnit: 'year',
    columns: {
      year: col('Year'),
      country: col('Country'),
      cluster: col('Region cluster', 'Numeric world-region group (0-5).'),
      population: col('Population', undefined, false),
      life_expectancy: col('Life expectancy (years)', undefined, false),
      fertility: col('Fertility (children per woman)', undefined, false),
    },
    metrics: [
      metric('SUM', 'population', 'Total population', ',.0f'),
      metric('AVG', 'life_expectancy', 'Average life expectancy', '.1f'),
      custom(
        'weighted_life_expectancy',
        'Life expectancy (population-weighted)',
        'SUM(life_expectancy * population) / SUM(population)',
        '.1f',
      ),
      metric('AVG', 'fertility', 'Average fertility', '.2f'),
    ],
  },
  ...MORE_EXAMPLE_TABLES,
  ...GEO_EXAMPLE_TABLES,
];
