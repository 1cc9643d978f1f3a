import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { scatterLayers } from './layers';
import type { ScatterTransformedProps } from './types';

export function ScatterChart({
  points,
  minPixels,
  maxPixels,
  setControlValue,
  ...base
}: ScatterTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () => scatterLayers({ points, minPixels, maxPixels }),
    [points, minPixels, maxPixels],
  );
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
