import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectSameRows,
  importChartFamily,
  rowsOf,
  type ImportedChartFamily,
} from '../../test-support/imported-chart-family.js';

/** The charts of the Superset-format maps bundle (`test-support/superset-maps`), by uuid. */
const CHARTS = {
  worldMap: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600001',
  usa: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600002',
  france: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600003',
  japan: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600004',
  scatter: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600005',
  arc: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600006',
  hex: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600007',
  path: 'e4a2c6b8-1d3f-4a5b-8c7d-606060600008',
} as const;

// The bundle's virtual dataset, as its SQL reads it.
const REGIONS = `(SELECT * FROM (VALUES
  ('FR', 'FR-75', 2.1), ('FR', 'FR-13', 2.0), ('FR', 'FR-59', 2.6), ('FR', 'FR-69', 1.9), ('FR', 'FR-33', 1.6),
  ('JP', 'JP-13', 14.0), ('JP', 'JP-27', 8.8), ('JP', 'JP-14', 9.2), ('JP', 'JP-23', 7.5), ('JP', 'JP-01', 5.1)
) AS t(country, region_iso, population_m))`;
const LOCATED = 'longitude IS NOT NULL AND latitude IS NOT NULL';

/** The same questions asked of DuckDB itself. */
const DIRECT = {
  worldMap: 'SELECT country, AVG(life_expectancy), SUM(population) FROM gapminder GROUP BY 1',
  usa: 'SELECT state_iso, COUNT(*) FROM airports GROUP BY 1',
  france: `SELECT region_iso, SUM(population_m) FROM ${REGIONS} WHERE country = 'FR' GROUP BY 1`,
  japan: `SELECT region_iso, SUM(population_m) FROM ${REGIONS} WHERE country = 'JP' GROUP BY 1`,
  scatter: `SELECT longitude, latitude FROM airports WHERE state = 'CA' AND ${LOCATED}`,
  arc: `SELECT origin_longitude, origin_latitude, destination_longitude, destination_latitude FROM flight_routes
    WHERE origin = 'ORD' AND origin_longitude IS NOT NULL AND origin_latitude IS NOT NULL
      AND destination_longitude IS NOT NULL AND destination_latitude IS NOT NULL`,
  hex: `SELECT longitude, latitude, COUNT(*) FROM airports WHERE state = 'TX' AND ${LOCATED} GROUP BY 1, 2`,
  path: "SELECT route_path FROM flight_routes WHERE origin = 'ATL' AND route_path IS NOT NULL",
} as const;

describe('Superset maps bundle (issue E): world and country maps, four deck.gl layers', () => {
  let f: ImportedChartFamily<keyof typeof DIRECT>;

  beforeAll(async () => {
    f = await importChartFamily('superset-maps', ['gapminder', 'airports', 'flight_routes'], DIRECT);
  });
  afterAll(async () => {
    await f.close();
  });

  it('imports the dashboard with its eight charts, cross-filters on', async () => {
    expect(await f.dashboardOf('maps')).toEqual({ charts: 8, crossFilters: true });
    for (const uuid of Object.values(CHARTS)) expect((await f.chartOf(uuid)).viz_type).toMatch(/map|deck_/);
  });

  it('world_map: the colour and bubble metrics per country are what DuckDB says', async () => {
    const [answer] = await f.answersOf(CHARTS.worldMap);
    expect(answer?.colnames).toEqual(['country', 'avg_life_expectancy', 'sum_population']);
    expectSameRows(rowsOf(answer), f.direct.worldMap);
    expect(f.direct.worldMap.length).toBeGreaterThan(50);
  });

  it.each([
    ['usa', 'state_iso', 'count', 'US-'],
    ['france', 'region_iso', 'sum_population_m', 'FR-'],
    ['japan', 'region_iso', 'sum_population_m', 'JP-'],
  ] as const)(
    'country_map of %s: one value per ISO 3166-2 code, as DuckDB sums it',
    async (name, entity, metric, prefix) => {
      const [answer] = await f.answersOf(CHARTS[name]);
      expect(answer?.colnames).toEqual([entity, metric]);
      const rows = rowsOf(answer);
      expectSameRows(rows, f.direct[name]);
      expect(rows.every(([code]) => typeof code === 'string' && code.startsWith(prefix))).toBe(true);
    },
  );

  it('deck_scatter: every located airport of the filter, one point per row', async () => {
    const [answer] = await f.answersOf(CHARTS.scatter);
    expect(answer?.colnames).toEqual(['longitude', 'latitude']);
    expectSameRows(rowsOf(answer), f.direct.scatter);
    expect(f.direct.scatter.length).toBeGreaterThan(100);
  });

  it('deck_arc: both ends of every route from the filtered origin', async () => {
    const [answer] = await f.answersOf(CHARTS.arc);
    expect(answer?.colnames).toEqual([
      'origin_longitude',
      'origin_latitude',
      'destination_longitude',
      'destination_latitude',
    ]);
    expectSameRows(rowsOf(answer), f.direct.arc);
    expect(f.direct.arc.length).toBeGreaterThan(20);
  });

  it('deck_hex: the size metric per position, grouped by the spatial columns', async () => {
    const [answer] = await f.answersOf(CHARTS.hex);
    expect(answer?.colnames).toEqual(['longitude', 'latitude', 'count']);
    expectSameRows(rowsOf(answer), f.direct.hex);
  });

  it('deck_path: one JSON path per route, each a list of [lon, lat] pairs', async () => {
    const [answer] = await f.answersOf(CHARTS.path);
    expect(answer?.colnames).toEqual(['route_path']);
    const rows = rowsOf(answer);
    expectSameRows(rows, f.direct.path);
    for (const [path] of rows) {
      const points = JSON.parse(String(path)) as unknown;
      expect(Array.isArray(points) && points.every((p) => Array.isArray(p) && p.length === 2)).toBe(true);
    }
  });
});
