import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExamples, type ExampleTable } from './load-examples.js';

let dir: string;
let path: string;
let table: ExampleTable | undefined;
let rows: Record<string, unknown>[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-us-states-'));
  path = join(dir, 'states.duckdb');
  [table] = await loadExamples({ path, only: ['us_states'] });
  const instance = await DuckDBInstance.create(path);
  const conn = await instance.connect();
  try {
    rows = (await conn.runAndReadAll('SELECT * FROM us_states ORDER BY name')).getRowObjectsJS();
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Pair = [number, number];

// US states, the western Aleutians written past -180 so that Alaska is one piece.
const isLonLat = (value: unknown): value is Pair =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  value[0] >= -190 &&
  value[0] <= -60 &&
  value[1] >= 15 &&
  value[1] <= 75;

const isRing = (value: unknown): boolean => Array.isArray(value) && value.length >= 4 && value.every(isLonLat);

describe('the us_states example table (deck_polygon and deck_geojson)', () => {
  it('loads the 50 states with their ISO codes, populations and airports', () => {
    expect(table?.rowCount).toBe(50);
    expect(table?.columns.map((c) => [c.column_name, c.type])).toEqual([
      ['name', 'VARCHAR'],
      ['iso_code', 'VARCHAR'],
      ['population', 'BIGINT'],
      ['airports', 'BIGINT'],
      ['contour', 'VARCHAR'],
      ['geojson', 'VARCHAR'],
    ]);
    const byName = new Map(rows.map((row) => [row['name'], row]));
    expect(byName.get('California')).toMatchObject({ iso_code: 'US-CA' });
    expect(byName.get('Texas')).toMatchObject({ iso_code: 'US-TX' });
    expect(new Set(rows.map((row) => row['iso_code'])).size).toBe(50);
    for (const row of rows) {
      expect(row['iso_code']).toMatch(/^US-[A-Z]{2}$/);
      expect(Number(row['population'])).toBeGreaterThan(500_000);
      expect(Number(row['airports'])).toBeGreaterThan(0);
    }
  });

  it("parses each row's contour as one ring of [lon, lat] pairs and its GeoJSON as a polygon geometry", () => {
    for (const row of rows) {
      const contour: unknown = JSON.parse(String(row['contour']));
      expect(isRing(contour), String(row['name'])).toBe(true);
      const geometry = JSON.parse(String(row['geojson'])) as { type: string; coordinates: unknown[] };
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      expect(['Polygon', 'MultiPolygon']).toContain(geometry.type);
      for (const polygon of polygons) expect(Array.isArray(polygon) && polygon.every(isRing)).toBe(true);
    }
    // Hawaii comes in several parts; its contour is the largest, the Big Island.
    const hawaii = rows.find((row) => row['name'] === 'Hawaii');
    expect(JSON.parse(String(hawaii?.['geojson'])).type).toBe('MultiPolygon');
    const [lon = 0, lat = 0] = (JSON.parse(String(hawaii?.['contour'])) as Pair[])[0] ?? [];
    expect(lon).toBeGreaterThan(-156.1);
    expect(lat).toBeLessThan(20.3);
  });

  it('keeps the geometry small: under a megabyte for the whole table', () => {
    const size = rows.reduce((sum, row) => sum + String(row['contour']).length + String(row['geojson']).length, 0);
    expect(size).toBeLessThan(1_000_000);
  });
});
