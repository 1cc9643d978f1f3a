import type { EChartsCoreOption } from 'echarts/core';
import type { Centers } from '../geo/use-region-map';
import type { CountryFieldType, CountryInfo } from '../geo/world-data';

/** A row of the result matched to a country (Superset's transformData; unmatched rows are dropped as its 'XXX'). */
export interface WorldCountry {
  /** ISO alpha-3: the shape's name. */
  code: string;
  name: string;
  /** The entity column's value as queried: what a cross-filter filters on. */
  entityValue: string;
  m1: number | null;
  m2: number | null;
}

export type FindCountry = (fieldType: CountryFieldType, value: unknown) => CountryInfo | undefined;

export interface WorldMapTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** The entity column's label: the column a click cross-filters on. */
  entity: string | null;
  /** The countries of the result, once the country codes are loaded. */
  countriesOf: (find: FindCountry) => WorldCountry[];
  /** The option with this country (alpha-3) selected and the others dimmed, or none. */
  optionFor: (countries: readonly WorldCountry[], centers: Centers, selected: string | null) => EChartsCoreOption;
  /** The country (alpha-3) this chart cross-filters on, from its filterState. */
  selectedName: string | null;
}
