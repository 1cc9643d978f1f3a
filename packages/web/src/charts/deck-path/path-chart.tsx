import type { PickingInfo } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import { t } from '../../i18n';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { tooltipLines } from '../deck/layer-props';
import type { PathFeature, PathTransformedProps } from './transform-props';

export function PathChart({
  paths,
  color,
  lineWidth,
  widthUnits,
  setControlValue,
  ...base
}: PathTransformedProps & ChartHooks) {
  const layers = useMemo(
    () => [
      new PathLayer<PathFeature>({
        id: 'deck-path',
        data: paths,
        pickable: true,
        getPath: (p) => p.path,
        getColor: color,
        getWidth: lineWidth,
        widthUnits,
        widthMinPixels: 1,
        capRounded: true,
        jointRounded: true,
      }),
    ],
    [paths, color, lineWidth, widthUnits],
  );
  const tooltip = useCallback((info: PickingInfo) => {
    const feature = info.object as PathFeature;
    return tooltipLines([[t('Points'), feature.path.length], ...feature.extra]);
  }, []);
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
