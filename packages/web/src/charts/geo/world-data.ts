import { countries as countryData } from 'country-data-list';
import codes from 'i18n-iso-countries/codes.json';
import english from 'i18n-iso-countries/langs/en.json';
import type { Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { topologyToRegions, type RegionShapes } from './geo-shapes';

/**
 * Everything the world map needs besides its query, in one lazy chunk of our bundle: Natural
 * Earth's 1:110m countries (npm world-atlas) and the country codes Superset's world map accepts
 * (`country_fieldtype`: cca2, cca3, cioc, name).
 */
export interface CountryInfo {
  cca2: string;
  cca3: string;
  cioc: string;
  /** Every English name the country goes by; the first is the one shown. */
  names: string[];
}

export type CountryFieldType = 'cca2' | 'cca3' | 'cioc' | 'name';

interface CountryDataEntry {
  alpha2?: unknown;
  ioc?: unknown;
  status?: unknown;
}

// International Olympic Committee codes by alpha-2, from the currently assigned entries only.
const IOC_BY_ALPHA2: ReadonlyMap<string, string> = new Map(
  (countryData.all as CountryDataEntry[]).flatMap(({ alpha2, ioc, status }) =>
    status === 'assigned' && typeof alpha2 === 'string' && typeof ioc === 'string' && ioc !== '' ? [[alpha2, ioc]] : [],
  ),
);

const iocOf = (alpha2: string): string => IOC_BY_ALPHA2.get(alpha2) ?? '';

const namesOf = (alpha2: string): string[] => {
  const names: unknown = Reflect.get(english.countries, alpha2);
  if (typeof names === 'string') return [names];
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
};

export const COUNTRIES: readonly CountryInfo[] = codes.flatMap(([cca2, cca3]) =>
  cca2 === undefined || cca3 === undefined ? [] : [{ cca2, cca3, cioc: iocOf(cca2), names: namesOf(cca2) }],
);

const key = (text: string) => text.trim().toLowerCase();

const INDEX: Readonly<Record<CountryFieldType, ReadonlyMap<string, CountryInfo>>> = {
  cca2: new Map(COUNTRIES.map((c) => [key(c.cca2), c])),
  cca3: new Map(COUNTRIES.map((c) => [key(c.cca3), c])),
  cioc: new Map(COUNTRIES.filter((c) => c.cioc !== '').map((c) => [key(c.cioc), c])),
  name: new Map(COUNTRIES.flatMap((c) => c.names.map((n) => [key(n), c] as const))),
};

/**
 * The country a value of the entity column stands for, read as `country_fieldtype` says (Superset's
 * getCountry); case and surrounding spaces do not matter. Undefined for an unknown value (Superset's 'XXX').
 */
export const findCountry = (fieldType: CountryFieldType, value: unknown): CountryInfo | undefined =>
  typeof value === 'string' ? INDEX[fieldType].get(key(value)) : undefined;

const ALPHA3_BY_NUMERIC: ReadonlyMap<string, string> = new Map(
  codes.flatMap(([, alpha3, numeric]) => (alpha3 === undefined || numeric === undefined ? [] : [[numeric, alpha3]])),
);

/** world-atlas keys countries by ISO 3166-1 numeric code; the regions are named by alpha-3. */
export const worldShapes: RegionShapes = topologyToRegions<{ name?: string }>(
  world as unknown as Topology,
  'countries',
  (id, properties) => {
    const alpha3 = ALPHA3_BY_NUMERIC.get(String(id ?? ''));
    return alpha3 === undefined ? null : { name: alpha3, label: properties.name ?? alpha3 };
  },
);
