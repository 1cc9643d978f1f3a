import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { loadCountryShapes } from '../geo/country-shapes';
import { countryLabel, COUNTRY_KEYS } from './countries';
import { transformProps } from './transform-props';

const result = chartResult([
  { region: 'fr-idf', 'SUM(value)': 12 },
  { region: 'FR-ARA', 'SUM(value)': 8 },
  { region: 'FR-COR', 'SUM(value)': 0.3 },
]);

const countryMap = (formData: Record<string, unknown> = {}) =>
  transformProps(
    chartProps(
      {
        viz_type: 'country_map',
        select_country: 'france_regions',
        entity: 'region',
        metric: { expressionType: 'SQL', sqlExpression: 'SUM(value)', label: 'SUM(value)' },
        number_format: ',.1f',
        ...formData,
      },
      [result],
    ),
  );

type MapItem = { name: string; itemStyle: { areaColor: string; opacity: number } };

describe('country map transformProps', () => {
  it("offers every country of Superset's list, labelled as Superset labels them", () => {
    expect(COUNTRY_KEYS).toHaveLength(197);
    expect(countryLabel('usa')).toBe('USA');
    expect(countryLabel('france_regions')).toBe('France (regions)');
    expect(countryLabel('bosnia_and_herzegovina')).toBe('Bosnia And Herzegovina');
  });

  it("joins the entity column's ISO 3166-2 codes to the regions, shading them by the metric", async () => {
    const props = countryMap();
    expect(props.country).toBe('france_regions');
    expect(props.regions.map((r) => r.code)).toEqual(['FR-IDF', 'FR-ARA', 'FR-COR']);
    const shapes = await loadCountryShapes('france_regions');
    expect(shapes.features.map((f) => f.properties.name)).toContain('FR-IDF');
    const option = props.optionFor(shapes, null);
    const [map] = option.series as { data: MapItem[] }[];
    const colors = map?.data.map((d) => d.itemStyle.areaColor) ?? [];
    expect(new Set(colors).size).toBe(3);
    const tooltip = (option.tooltip as { formatter: (p: { name: string }) => string }).formatter;
    expect(tooltip({ name: 'FR-IDF' })).toBe('<b>Île-de-France</b><br/>12.0');
  });

  it('has no country without select_country', () => {
    expect(countryMap({ select_country: null }).country).toBeNull();
  });
});
