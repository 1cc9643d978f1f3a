import { ArcLayer } from '@deck.gl/layers';
import { t } from '../../i18n';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import { tooltipLines } from '../deck/layer-props';
import type { Arc, ArcTransformedProps } from './transform-props';

const lonLat = ([lon, lat]: readonly [number, number]): string => `${lon.toFixed(4)}, ${lat.toFixed(4)}`;

type ArcLayerProps = Pick<ArcTransformedProps, 'arcs' | 'strokeWidth' | 'dimension'>;

/** Superset's deck_arc layer: an arc per row from its start to its end, the ends and category in the tooltip. */
export const arcLayers: DeckLayerBuilder<ArcLayerProps> = ({ arcs, strokeWidth, dimension }, id = 'deck-arc') => ({
  layers: [
    new ArcLayer<Arc>({
      id,
      data: arcs,
      pickable: true,
      getSourcePosition: (a) => a.source,
      getTargetPosition: (a) => a.target,
      getSourceColor: (a) => a.sourceColor,
      getTargetColor: (a) => a.targetColor,
      getWidth: strokeWidth,
    }),
  ],
  tooltip: (info) => {
    const arc = info.object as Arc;
    return tooltipLines([
      [t('Start (Long, Lat)'), lonLat(arc.source)],
      [t('End (Long, Lat)'), lonLat(arc.target)],
      ...(arc.category === null ? [] : [[dimension, arc.category] as const]),
    ]);
  },
});
