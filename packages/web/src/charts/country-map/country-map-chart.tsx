import { crossFilterClauses } from '@tessera/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ChartLoading, ChartMessage } from '../chart-states';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import { hasCountryShapes, loadCountryShapes } from '../geo/country-shapes';
import { useRegionMap } from '../geo/use-region-map';
import type { ChartHooks } from '../types';
import { countryLabel } from './countries';
import { countryMapName } from './transform-props';
import type { CountryMapTransformedProps } from './types';

export type CountryMapChartProps = CountryMapTransformedProps & ChartHooks;

function CountryMapDrawing(props: CountryMapChartProps & { country: string }): ReactNode {
  const { width, height, theme, country, entity, regions, optionFor, selectedName, onCrossFilter, onContextMenu } =
    props;
  const t = useT();
  // One lazy chunk per country: only the chosen country's shapes are fetched, from our own origin.
  const load = useCallback(() => loadCountryShapes(country).then((shapes) => ({ shapes })), [country]);
  const map = useRegionMap(countryMapName(country), load);
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const shapes = map.status === 'ready' ? map.data.shapes : null;
  const option = useMemo(() => (shapes === null ? null : optionFor(shapes, selected)), [shapes, optionFor, selected]);

  const regionOf = (event: EChartsEvent) => regions.find((r) => r.code === event.name);

  // A click on a subdivision with data filters the entity column on its ISO 3166-2 code.
  const onClick = (event: EChartsEvent) => {
    const region = regionOf(event);
    if (region === undefined || entity === null) return;
    toggle({ columns: [entity], values: [region.code], selected: region.code });
  };

  const onRightClick = (event: EChartsEvent) => {
    const region = regionOf(event);
    const native = event.event?.event;
    if (region === undefined || entity === null || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses([entity], [region.code]),
    });
  };

  if (map.status === 'error')
    return (
      <ChartMessage
        width={width}
        height={height}
        kind="error"
        title={t('Could not load map data for %s', countryLabel(country))}
      />
    );
  if (option === null) return <ChartLoading width={width} height={height} />;
  return (
    <EChartsView
      option={option}
      width={width}
      height={height}
      theme={theme}
      onClick={onClick}
      onContextMenu={onContextMenu ? onRightClick : undefined}
    />
  );
}

export function CountryMapChart(props: CountryMapChartProps): ReactNode {
  const { width, height, country } = props;
  const t = useT();
  // Superset's message for a country without map data.
  if (country === null || !hasCountryShapes(country))
    return (
      <ChartMessage
        width={width}
        height={height}
        kind="error"
        title={t('No map data available for %s', country === null ? '-' : countryLabel(country))}
      />
    );
  return <CountryMapDrawing {...props} country={country} />;
}
