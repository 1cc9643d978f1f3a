import type { PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { tooltipLines } from '../deck/layer-props';
import type { ScatterPoint, ScatterTransformedProps } from './types';

export function ScatterChart({
  points,
  minPixels,
  maxPixels,
  setControlValue,
  ...base
}: ScatterTransformedProps & ChartHooks) {
  const layers = useMemo(
    () => [
      new ScatterplotLayer<ScatterPoint>({
        id: 'deck-scatter',
        data: points,
        pickable: true,
        stroked: false,
        getPosition: (p) => p.position,
        getRadius: (p) => p.radius,
        getFillColor: (p) => p.color,
        radiusMinPixels: minPixels,
        radiusMaxPixels: maxPixels,
      }),
    ],
    [points, minPixels, maxPixels],
  );
  const tooltip = useCallback((info: PickingInfo) => tooltipLines((info.object as ScatterPoint).tooltip), []);
  return (
    <DeckMap
      width={base.width}
      height={base.height}
      theme={base.theme}
      viewport={base.viewport}
      layers={layers}
      tooltip={tooltip}
      {...(setControlValue && { setControlValue })}
    />
  );
}
