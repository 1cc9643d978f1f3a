import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { findCountry } from '../geo/world-data';
import { transformProps } from './transform-props';

// Population and life expectancy per country, as a gapminder world map's query answers.
const result = chartResult([
  { country: 'FR', 'SUM(pop)': 60, 'AVG(life_expect)': 80 },
  { country: 'us', 'SUM(pop)': 300, 'AVG(life_expect)': 78 },
  { country: 'ZZ', 'SUM(pop)': 5, 'AVG(life_expect)': 50 },
  { country: 'JP', 'SUM(pop)': 120, 'AVG(life_expect)': 83 },
]);

const worldMap = (formData: Record<string, unknown> = {}, filterState?: { selectedValues: string[] }) =>
  transformProps({
    ...chartProps(
      {
        viz_type: 'world_map',
        entity: 'country',
        country_fieldtype: 'cca2',
        metric: { expressionType: 'SIMPLE', column: { column_name: 'pop' }, aggregate: 'SUM', label: 'SUM(pop)' },
        ...formData,
      },
      [result],
    ),
    ...(filterState && { filterState }),
  });

type MapItem = { name: string; itemStyle: { areaColor: string; opacity: number } };
type Series = { type: string; data: MapItem[] | { name: string; symbolSize: number }[] };
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) => {
  const centers = new Map<string, [number, number]>([
    ['FRA', [2, 46]],
    ['USA', [-98, 39]],
    ['JPN', [138, 36]],
  ]);
  const option = props.optionFor(props.countriesOf(findCountry), centers, selected);
  return option.series as Series[];
};

describe('world map transformProps', () => {
  it("matches the entity column to countries by the field type, case-insensitive, dropping unknown codes (Superset's XXX)", () => {
    const countries = worldMap().countriesOf(findCountry);
    expect(countries.map((c) => [c.code, c.entityValue, c.m1])).toEqual([
      ['FRA', 'FR', 60],
      ['USA', 'us', 300],
      ['JPN', 'JP', 120],
    ]);
  });

  it('reads alpha-3, IOC codes and names as country_fieldtype says', () => {
    expect(findCountry('cca3', 'DEU')?.cca2).toBe('DE');
    expect(findCountry('cioc', 'GER')?.cca3).toBe('DEU');
    expect(findCountry('name', 'united states')?.cca3).toBe('USA');
    expect(findCountry('cca2', 42)).toBeUndefined();
  });

  it('shades countries along the linear scheme by the metric, lowest to highest', () => {
    const [map] = seriesOf(worldMap({ linear_color_scheme: 'blue_white_yellow' }));
    const colors = Object.fromEntries((map?.data as MapItem[]).map((d) => [d.name, d.itemStyle.areaColor]));
    expect(new Set(Object.values(colors)).size).toBe(3);
    expect(colors['FRA']).not.toBe(colors['USA']);
  });

  it('colours by country from the categorical scheme when color_by is country', () => {
    const [map] = seriesOf(worldMap({ color_by: 'country', label_colors: { France: '#123456' } }));
    expect((map?.data as MapItem[]).find((d) => d.name === 'FRA')?.itemStyle.areaColor).toBe('#123456');
  });

  it('draws bubbles only with show_bubbles, radius from 1 to max_bubble_size by the square root of the size metric', () => {
    expect(seriesOf(worldMap()).map((s) => s.type)).toEqual(['map']);
    const series = seriesOf(
      worldMap({
        show_bubbles: true,
        max_bubble_size: '50',
        secondary_metric: { expressionType: 'SQL', sqlExpression: 'AVG(life_expect)', label: 'AVG(life_expect)' },
      }),
    );
    const bubbles = series[1]?.data as { name: string; symbolSize: number }[];
    const size = Object.fromEntries(bubbles.map((b) => [b.name, b.symbolSize]));
    expect(size['JPN']).toBeCloseTo(100);
    expect(size['USA']).toBeCloseTo(2);
    expect(size['FRA']).toBeGreaterThan(2);
  });

  it("dims every country but the cross-filtered one, as Superset's fill-opacity 0.35", () => {
    const props = worldMap({}, { selectedValues: ['USA'] });
    expect(props.selectedName).toBe('USA');
    const [map] = seriesOf(props, 'USA');
    const opacity = Object.fromEntries((map?.data as MapItem[]).map((d) => [d.name, d.itemStyle.opacity]));
    expect(opacity).toEqual({ FRA: 0.35, USA: 1, JPN: 0.35 });
  });
});
