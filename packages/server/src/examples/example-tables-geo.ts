import { col, csv, custom, metric, type ExampleTableDef } from './example-table-helpers.js';
import { readStateShapes } from './us-state-shapes.js';

/**
 * The map examples' tables (issue E): airports with their coordinates, the flights' routes with
 * the coordinates of both ends, so arcs and points have something to draw, and the US states'
 * shapes for the polygon and GeoJSON layers.
 */
export const GEO_EXAMPLE_TABLES: readonly ExampleTableDef[] = [
  {
    tableName: 'airports',
    about: 'US airports (about 3,400) with their IATA code, city, state and coordinates.',
    sourceFile: 'airports.csv',
    select: (src) => `SELECT
      CAST(iata AS VARCHAR) AS iata,
      CAST(name AS VARCHAR) AS name,
      CAST(city AS VARCHAR) AS city,
      CAST(state AS VARCHAR) AS state,
      CAST(country AS VARCHAR) AS country,
      'US-' || CAST(state AS VARCHAR) AS state_iso,
      CAST(latitude AS DOUBLE) AS latitude,
      CAST(longitude AS DOUBLE) AS longitude
    FROM ${csv(src)}`,
    mainDttmCol: null,
    shiftUnit: 'none',
    columns: {
      iata: col('IATA code'),
      name: col('Airport'),
      city: col('City'),
      state: col('State'),
      country: col('Country'),
      state_iso: col('State (ISO 3166-2)', 'The state as an ISO 3166-2 code, what the country map joins on.'),
      latitude: col('Latitude', 'Degrees north.', false),
      longitude: col('Longitude', 'Degrees east.', false),
    },
    metrics: [
      {
        name: 'count_states',
        verboseName: 'States',
        expression: 'COUNT(DISTINCT state)',
        metricType: 'count_distinct',
        d3format: ',d',
      },
    ],
  },
  {
    tableName: 'flight_routes',
    about: 'Flights per route (origin → destination airport) with the coordinates of both airports.',
    sourceFile: 'flights-airport.csv',
    // The airports file sits beside the routes file in vega-datasets; both ends are joined to it.
    select: (src) => {
      const airports = csv(src.replace('flights-airport.csv', 'airports.csv'));
      return `SELECT
        r.origin, r.destination, CAST(r.count AS BIGINT) AS flights,
        CAST(o.latitude AS DOUBLE) AS origin_latitude, CAST(o.longitude AS DOUBLE) AS origin_longitude,
        CAST(d.latitude AS DOUBLE) AS destination_latitude, CAST(d.longitude AS DOUBLE) AS destination_longitude,
        o.state AS origin_state,
        -- The route as a JSON path of [lon, lat] pairs, what deck_path draws with line_type 'json'.
        '[[' || o.longitude || ',' || o.latitude || '],[' || d.longitude || ',' || d.latitude || ']]' AS route_path
      FROM ${csv(src)} r
      JOIN ${airports} o ON o.iata = r.origin
      JOIN ${airports} d ON d.iata = r.destination`;
    },
    mainDttmCol: null,
    shiftUnit: 'none',
    columns: {
      origin: col('Origin', 'IATA code of the departure airport.'),
      destination: col('Destination', 'IATA code of the arrival airport.'),
      flights: col('Flights', 'Flights on the route.', false),
      origin_latitude: col('Origin latitude', undefined, false),
      origin_longitude: col('Origin longitude', undefined, false),
      destination_latitude: col('Destination latitude', undefined, false),
      destination_longitude: col('Destination longitude', undefined, false),
      origin_state: col('Origin state'),
      route_path: col('Route path', 'The route as a JSON array of [longitude, latitude] pairs.', false),
    },
    metrics: [metric('SUM', 'flights', 'Flights', ',.0f'), custom('routes', 'Routes', 'COUNT(*)', ',.0f')],
  },
  {
    tableName: 'us_states',
    about: 'The 50 US states with their outline (a JSON ring and a GeoJSON geometry), population (2016) and airports.',
    sourceFile: 'us-10m.json',
    // The Census shapes are TopoJSON (arcs shared between states): decoded in JavaScript, keyed by FIPS code.
    prepare: readStateShapes,
    // Names and populations come by FIPS code; the postal code by the capital's nearest zip code, so the
    // table needs no hand-written list (the District of Columbia and Puerto Rico, without a state capital, are left out).
    select: (src, file) => `WITH capital_codes AS (
        SELECT c.state AS name, z.state AS code,
          row_number() OVER (PARTITION BY c.state ORDER BY
            (CAST(z.latitude AS DOUBLE) - c.lat) ^ 2 + (CAST(z.longitude AS DOUBLE) - c.lon) ^ 2) AS nearest
        FROM read_json(${file('us-state-capitals.json')}, format = 'array',
          columns = {'state': 'VARCHAR', 'city': 'VARCHAR', 'lat': 'DOUBLE', 'lon': 'DOUBLE'}) c
        JOIN ${csv(file('zipcodes.csv'))} z ON z.city = c.city
      ),
      airport_counts AS (SELECT state, count(*) AS airports FROM ${csv(file('airports.csv'))} GROUP BY state)
      SELECT
        CAST(p.state AS VARCHAR) AS name,
        'US-' || k.code AS iso_code,
        CAST(p.population AS BIGINT) AS population,
        CAST(COALESCE(a.airports, 0) AS BIGINT) AS airports,
        s.contour,
        s.geojson
      FROM read_json(${src}, format = 'newline_delimited',
        columns = {'id': 'INTEGER', 'contour': 'VARCHAR', 'geojson': 'VARCHAR'}) s
      JOIN ${csv(file('population_engineers_hurricanes.csv'))} p ON CAST(p.id AS INTEGER) = s.id
      JOIN capital_codes k ON k.name = p.state AND k.nearest = 1
      LEFT JOIN airport_counts a ON a.state = k.code
      ORDER BY name`,
    mainDttmCol: null,
    shiftUnit: 'none',
    columns: {
      name: col('State'),
      iso_code: col('State (ISO 3166-2)', 'The state as an ISO 3166-2 code, what the country map joins on.'),
      population: col('Population', 'Residents in 2016 (US Census estimate).', false),
      airports: col('Airports', 'Airports in the state.', false),
      contour: col('Contour', "The outline of the state's largest part: a JSON array of [longitude, latitude] pairs."),
      geojson: col('GeoJSON', 'The whole state as a GeoJSON Polygon or MultiPolygon geometry.'),
    },
    metrics: [metric('SUM', 'population', 'Population', ',.0f'), metric('SUM', 'airports', 'Airports', ',.0f')],
  },
];
