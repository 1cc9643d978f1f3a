import { crossFilterClauses } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ChartLoading, ChartMessage } from '../chart-states';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import { useRegionMap } from '../geo/use-region-map';
import type { ChartHooks } from '../types';
import { WORLD_MAP_NAME } from './transform-props';
import type { WorldMapTransformedProps } from './types';

// The world's shapes and the country codes: one lazy chunk, fetched from our own origin.
const loadWorld = () =>
  import('../geo/world-data').then((m) => ({ shapes: m.worldShapes, findCountry: m.findCountry }));

export type WorldMapChartProps = WorldMapTransformedProps & ChartHooks;

export function WorldMapChart(props: WorldMapChartProps): ReactNode {
  const { width, height, theme, entity, countriesOf, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const t = useT();
  const map = useRegionMap(WORLD_MAP_NAME, loadWorld);
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const ready = map.status === 'ready' ? map : null;
  const countries = useMemo(() => (ready === null ? [] : countriesOf(ready.data.findCountry)), [ready, countriesOf]);
  const option = useMemo(
    () => (ready === null ? null : optionFor(countries, ready.centers, selected)),
    [ready, countries, optionFor, selected],
  );

  const countryOf = (event: EChartsEvent) => countries.find((c) => c.code === event.name);

  // Superset's world map: a click on a country (or its bubble) filters the entity column on its value.
  const onClick = (event: EChartsEvent) => {
    const country = countryOf(event);
    if (country === undefined || entity === null) return;
    toggle({ columns: [entity], values: [country.entityValue], selected: country.code });
  };

  const onRightClick = (event: EChartsEvent) => {
    const country = countryOf(event);
    const native = event.event?.event;
    if (country === undefined || entity === null || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses([entity], [country.entityValue]),
    });
  };

  if (map.status === 'error')
    return (
      <ChartMessage width={width} height={height} kind="error" title={t('Could not load the map: %s', map.message)} />
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
