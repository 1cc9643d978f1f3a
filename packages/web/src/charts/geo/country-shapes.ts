import type { Topology } from 'topojson-specification';
import { topologyToRegions, type RegionShapes } from './geo-shapes';

// One lazy chunk per country: a country map fetches its own country's shapes only.
const SHAPES = import.meta.glob<Topology>('../country-map/shapes/*.json', { import: 'default' });

const pathOf = (country: string) => `../country-map/shapes/${country}.json`;

export const hasCountryShapes = (country: string): boolean => Object.hasOwn(SHAPES, pathOf(country));

/** A country's subdivisions named by ISO 3166-2 code (what the entity column holds). */
export const loadCountryShapes = async (country: string): Promise<RegionShapes> => {
  const load = SHAPES[pathOf(country)];
  if (load === undefined) throw new Error(`No map data for ${country}`);
  const topology = await load();
  return topologyToRegions<{ ISO?: string; NAME?: string }>(topology, 'regions', (_id, p) =>
    p.ISO === undefined ? null : { name: p.ISO, label: p.NAME ?? p.ISO },
  );
};
