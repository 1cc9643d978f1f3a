import {
  createSequentialScale,
  ensureColumns,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
} from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat } from '../datasource-meta';
import { surfaceColor } from '../echarts/surface-colors';
import { readString } from '../form-data';
import { regionMapOption } from '../geo/region-map-option';
import { emptyRegionColor } from '../world-map/transform-props';
import type { CountryMapTransformedProps, CountryRegion } from './types';

/** The name a country's shapes are registered under with ECharts. */
export const countryMapName = (country: string): string => `tessera-country-${country}`;

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const transformProps = (chartProps: ChartProps): CountryMapTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const [entityColumn] = ensureColumns(fd.entity);
  const entity = entityColumn === undefined ? null : labelOfColumn(entityColumn);
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const country = readString(fd, 'select_country') || null;
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [metricLabel], datasource));

  // Superset's country_id: the ISO 3166-2 code as stored, matched to the shapes in upper case.
  const regions: CountryRegion[] = rows.flatMap((row) => {
    const code = entity === null ? undefined : row[entity];
    return typeof code === 'string' ? [{ code: code.trim().toUpperCase(), value: numberOf(row[metricLabel]) }] : [];
  });
  const values = regions.flatMap((r) => (r.value === null ? [] : [r.value]));
  const domain: [number, number] = values.length === 0 ? [0, 1] : [Math.min(...values), Math.max(...values)];
  const linear = createSequentialScale({ scheme: readString(fd, 'linear_color_scheme'), domain });

  const optionFor: CountryMapTransformedProps['optionFor'] = (shapes, selected) => {
    const names = new Map(shapes.features.map((f) => [f.properties.name, f.properties.label]));
    return regionMapOption(
      {
        mapName: countryMapName(country ?? ''),
        regions: regions.map((r) => ({
          name: r.code,
          color: r.value === null ? emptyRegionColor(theme) : linear(r.value),
          tooltip: tooltipHtml(names.get(r.code) ?? r.code, [[r.value === null ? '' : format(r.value)]]),
        })),
        bubbles: [],
        bubbleColor: theme === 'dark' ? '#ffffff' : '#000000',
        emptyColor: emptyRegionColor(theme),
        borderColor: surfaceColor(theme),
        selected,
      },
      new Map(),
    );
  };

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName = typeof selectedValue === 'string' ? selectedValue : null;
  return { width, height, theme, country, entity, regions, optionFor, selectedName };
};
