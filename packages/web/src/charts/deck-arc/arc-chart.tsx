import type { PickingInfo } from '@deck.gl/core';
import { ArcLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import { t } from '../../i18n';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { tooltipLines } from '../deck/layer-props';
import type { Arc, ArcTransformedProps } from './transform-props';

const lonLat = ([lon, lat]: readonly [number, number]): string => `${lon.toFixed(4)}, ${lat.toFixed(4)}`;

export function ArcChart({ arcs, strokeWidth, dimension, setControlValue, ...base }: ArcTransformedProps & ChartHooks) {
  const layers = useMemo(
    () => [
      new ArcLayer<Arc>({
        id: 'deck-arc',
        data: arcs,
        pickable: true,
        getSourcePosition: (a) => a.source,
        getTargetPosition: (a) => a.target,
        getSourceColor: (a) => a.sourceColor,
        getTargetColor: (a) => a.targetColor,
        getWidth: strokeWidth,
      }),
    ],
    [arcs, strokeWidth],
  );
  const tooltip = useCallback(
    (info: PickingInfo) => {
      const arc = info.object as Arc;
      return tooltipLines([
        [t('Start (Long, Lat)'), lonLat(arc.source)],
        [t('End (Long, Lat)'), lonLat(arc.target)],
        ...(arc.category === null ? [] : [[dimension, arc.category] as const]),
      ]);
    },
    [dimension],
  );
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
