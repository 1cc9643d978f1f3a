import { col, csv, metric, USD, type ExampleTableDef } from './example-table-helpers.js';

export const MORE_EXAMPLE_TABLES: readonly ExampleTableDef[] = [
  {
    tableName: 'movies',
    about: 'About 3,200 movies with box-office grosses, budgets, genres and IMDB / Rotten Tomatoes ratings.',
    sourceFile: 'movies.json',
    // The source wrote some pre-1950 release years with the wrong century (e.g. "Dec 31 2046" for 1946);
    // nothing in the data set is really later than 2011.
    select: (src) => `SELECT
      CAST(title AS VARCHAR) AS title,
      us_gross, worldwide_gross, us_dvd_sales, production_budget,
      CASE WHEN raw_release > TIMESTAMP '2011-12-31' THEN raw_release - INTERVAL 100 YEAR ELSE raw_release END
        AS release_date,
      mpaa_rating, running_time_min, distributor, source, major_genre, creative_type, director,
      rotten_tomatoes_rating, imdb_rating, imdb_votes
    FROM (
      SELECT
        "Title" AS title, "US Gross" AS us_gross, "Worldwide Gross" AS worldwide_gross,
        "US DVD Sales" AS us_dvd_sales, "Production Budget" AS production_budget,
        strptime("Release Date", '%b %d %Y') AS raw_release, "MPAA Rating" AS mpaa_rating,
        "Running Time min" AS running_time_min, "Distributor" AS distributor, "Source" AS source,
        "Major Genre" AS major_genre, "Creative Type" AS creative_type, "Director" AS director,
        "Rotten Tomatoes Rating" AS rotten_tomatoes_rating, "IMDB Rating" AS imdb_rating,
        "IMDB Votes" AS imdb_votes
      FROM read_json(${src}, format = 'array', columns = {
        'Title': 'VARCHAR', 'US Gross': 'BIGINT', 'Worldwide Gross': 'BIGINT', 'US DVD Sales': 'BIGINT',
        'Production Budget': 'BIGINT', 'Release Date': 'VARCHAR', 'MPAA Rating': 'VARCHAR',
        'Running Time min': 'BIGINT', 'Distributor': 'VARCHAR', 'Source': 'VARCHAR', 'Major Genre': 'VARCHAR',
        'Creative Type': 'VARCHAR', 'Director': 'VARCHAR', 'Rotten Tomatoes Rating': 'BIGINT',
        'IMDB Rating': 'DOUBLE', 'IMDB Votes': 'BIGINT'
      })
    )`,
    mainDttmCol: 'release_date',
    shiftUnit: 'week',
    columns: {
      title: col('Title', undefined, false),
      us_gross: col('US gross (USD)', undefined, false),
      worldwide_gross: col('Worldwide gross (USD)', undefined, false),
      us_dvd_sales: col('US DVD sales (USD)', undefined, false),
      production_budget: col('Production budget (USD)', undefined, false),
      release_date: col('Release date'),
      mpaa_rating: col('MPAA rating'),
      running_time_min: col('Running time (min)', undefined, false),
      distributor: col('Distributor'),
      source: col('Source', 'What the story is based on, e.g. "Original Screenplay", "Based on Book/Short Story".'),
      major_genre: col('Genre'),
      creative_type: col('Creative type'),
      director: col('Director'),
      rotten_tomatoes_rating: col('Rotten Tomatoes rating', 'Critics score, 0-100.', false),
      imdb_rating: col('IMDB rating', 'User rating, 1-10.', false),
      imdb_votes: col('IMDB votes', undefined, false),
    },
    metrics: [
      metric('SUM', 'worldwide_gross', 'Worldwide gross', USD),
      metric('SUM', 'us_gross', 'US gross', USD),
      metric('SUM', 'production_budget', 'Production budget', USD),
      metric('AVG', 'imdb_rating', 'Average IMDB rating', '.2f'),
      metric('AVG', 'rotten_tomatoes_rating', 'Average Rotten Tomatoes rating', '.1f'),
    ],
  },
  {
    tableName: 'birdstrikes',
    about: 'Ten thousand reports of aircraft hitting wildlife (1990-2002), with damage and repair costs.',
    sourceFile: 'birdstrikes.csv',
    select: (src) => `SELECT
      "Airport Name" AS airport_name,
      "Aircraft Make Model" AS aircraft_make_model,
      "Effect Amount of damage" AS damage,
      CAST("Flight Date" AS TIMESTAMP) AS flight_date,
      "Aircraft Airline Operator" AS operator,
      "Origin State" AS origin_state,
      "Phase of flight" AS flight_phase,
      "Wildlife Size" AS wildlife_size,
      "Wildlife Species" AS wildlife_species,
      "Time of day" AS time_of_day,
      CAST("Cost Other" AS BIGINT) AS cost_other,
      CAST("Cost Repair" AS BIGINT) AS cost_repair,
      CAST("Cost Total $" AS BIGINT) AS cost_total,
      CAST("Speed IAS in knots" AS BIGINT) AS speed_knots
    FROM ${csv(src)}`,
    mainDttmCol: 'flight_date',
    shiftUnit: 'week',
    columns: {
      airport_name: col('Airport'),
      aircraft_make_model: col('Aircraft model'),
      damage: col('Damage', 'None, Minor, Medium, Substantial or Destroyed.'),
      flight_date: col('Flight date'),
      operator: col('Operator', 'Airline or operator of the aircraft.'),
      origin_state: col('Origin state'),
      flight_phase: col('Phase of flight'),
      wildlife_size: col('Wildlife size'),
      wildlife_species: col('Wildlife species'),
      time_of_day: col('Time of day'),
      cost_other: col('Other cost (USD)', undefined, false),
      cost_repair: col('Repair cost (USD)', undefined, false),
      cost_total: col('Total cost (USD)', undefined, false),
      speed_knots: col('Indicated airspeed (knots)', undefined, false),
    },
    metrics: [
      metric('SUM', 'cost_total', 'Total cost', USD),
      metric('SUM', 'cost_repair', 'Repair cost', USD),
      metric('AVG', 'cost_total', 'Average cost per strike', USD),
      metric('AVG', 'speed_knots', 'Average airspeed (knots)', ',.0f'),
    ],
  },
  {
    tableName: 'iowa_electricity',
    about: 'Yearly net electricity generation in Iowa by source (fossil fuels, nuclear, renewables), 2001-2017.',
    sourceFile: 'iowa-electricity.csv',
    select: (src) => `SELECT
      CAST(year AS TIMESTAMP) AS year,
      source,
      CAST(net_generation AS BIGINT) AS net_generation
    FROM ${csv(src)}`,
    mainDttmCol: 'year',
    shiftUnit: 'month',
    columns: {
      year: col('Year'),
      source: col('Source'),
      net_generation: col('Net generation (GWh)', 'Thousand megawatt-hours.', false),
    },
    metrics: [
      metric('SUM', 'net_generation', 'Net generation (GWh)', ',.0f'),
      metric('AVG', 'net_generation', 'Average net generation (GWh)', ',.0f'),
    ],
  },
];
