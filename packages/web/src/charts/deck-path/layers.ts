import { PathLayer } from '@deck.gl/layers';
import { t } from '../../i18n';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import { tooltipLines } from '../deck/layer-props';
import type { PathFeature, PathTransformedProps } from './transform-props';

type PathLayerProps = Pick<PathTransformedProps, 'paths' | 'color' | 'lineWidth' | 'widthUnits'>;

/** Superset's deck_path layer: a line per row, its point count and extra columns in the tooltip. */
export const pathLayers: DeckLayerBuilder<PathLayerProps> = (
  { paths, color, lineWidth, widthUnits },
  id = 'deck-path',
) => ({
  layers: [
    new PathLayer<PathFeature>({
      id,
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
  tooltip: (info) => {
    const feature = info.object as PathFeature;
    return tooltipLines([[t('Points'), feature.path.length], ...feature.extra]);
  },
});
