import {
  createColorScale,
  createSequentialScale,
  ensureColumns,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  readRgba,
  toRgbaString,
  type ChartProps,
} from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat } from '../datasource-meta';
import { surfaceColor } from '../echarts/surface-colors';
import { readChoice, readNumber, readString, readStringMap, readBoolean } from '../form-data';
import { regionMapOption, type MapBubble, type MapRegion } from '../geo/region-map-option';
import type { CountryFieldType } from '../geo/world-data';
import type { WorldCountry, WorldMapTransformedProps } from './types';

/** The name the world's shapes are registered under with ECharts. */
export const WORLD_MAP_NAME = 'tessera-world';

const FIELD_TYPES: readonly CountryFieldType[] = ['cca2', 'cca3', 'cioc', 'name'];

/** Regions without data: Superset fills them with the theme's border colour. */
export const emptyRegionColor = (theme: 'light' | 'dark'): string => (theme === 'dark' ? '#3a3f44' : '#e0e0e0');

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const extent = (values: readonly number[]): [number, number] =>
  values.length === 0 ? [0, 1] : [Math.min(...values), Math.max(...values)];

export const transformProps = (chartProps: ChartProps): WorldMapTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const [entityColumn] = ensureColumns(fd.entity);
  const entity = entityColumn === undefined ? null : labelOfColumn(entityColumn);
  const [metric] = metricsOf([fd.metric]);
  const [secondary] = metricsOf([fd.secondary_metric]);
  const m1Label = metric === undefined ? '' : labelOfMetric(metric);
  const m2Label = secondary === undefined ? m1Label : labelOfMetric(secondary);
  const fieldType = readChoice(fd, 'country_fieldtype', FIELD_TYPES, 'cca2');
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), [m1Label], datasource));
  const byCountry = readChoice(fd, 'color_by', ['metric', 'country'], 'metric') === 'country';
  const showBubbles = readBoolean(fd, 'show_bubbles', false);
  const maxBubble = readNumber(fd, 'max_bubble_size', 25);
  const bubbleColor = toRgbaString(readRgba(fd.color_picker));

  const countriesOf: WorldMapTransformedProps['countriesOf'] = (find) =>
    rows.flatMap((row) => {
      const value = entity === null ? undefined : row[entity];
      const country = find(fieldType, value);
      if (country === undefined) return [];
      return [
        {
          code: country.cca3,
          name: country.names[0] ?? country.cca3,
          entityValue: String(value),
          m1: numberOf(row[m1Label]),
          m2: numberOf(row[m2Label]),
        },
      ];
    });

  const optionFor: WorldMapTransformedProps['optionFor'] = (countries, centers, selected) => {
    const m1s = countries.flatMap((c) => (c.m1 === null ? [] : [c.m1]));
    const linear = createSequentialScale({ scheme: readString(fd, 'linear_color_scheme'), domain: extent(m1s) });
    const categorical = createColorScale({
      scheme: readString(fd, 'color_scheme'),
      theme,
      labelColors: readStringMap(fd, 'label_colors'),
    });
    const colorOf = (c: WorldCountry) =>
      byCountry ? categorical(c.name) : c.m1 === null ? emptyRegionColor(theme) : linear(c.m1);
    const regions: MapRegion[] = countries.map((c) => ({
      name: c.code,
      color: colorOf(c),
      tooltip: tooltipHtml(c.name, [[c.m1 === null ? '' : format(c.m1)]]),
    }));
    // Superset's bubbles: radius linear in the square root of the size metric, from 1 to max_bubble_size.
    const roots = countries.flatMap((c) => (c.m2 === null || c.m2 < 0 ? [] : [Math.sqrt(c.m2)]));
    const [low, high] = extent(roots);
    const radiusOf = (m2: number) =>
      high === low ? maxBubble : 1 + ((Math.sqrt(m2) - low) / (high - low)) * (maxBubble - 1);
    const bubbles: MapBubble[] = showBubbles
      ? countries.flatMap((c) =>
          c.m2 === null || c.m2 < 0
            ? []
            : [{ name: c.code, radius: radiusOf(c.m2), tooltip: tooltipHtml(c.name, [[format(c.m2)]]) }],
        )
      : [];
    return regionMapOption(
      {
        mapName: WORLD_MAP_NAME,
        regions,
        bubbles,
        bubbleColor,
        emptyColor: emptyRegionColor(theme),
        borderColor: surfaceColor(theme),
        selected,
      },
      centers,
    );
  };

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName = typeof selectedValue === 'string' ? selectedValue : null;
  return { width, height, theme, entity, countriesOf, optionFor, selectedName };
};
