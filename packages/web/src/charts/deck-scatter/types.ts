import type { DeckColor } from '../deck/colors';
import type { DeckLayerProps } from '../deck/layer-props';
import type { LonLat } from '../deck/spatial';

export interface ScatterPoint {
  position: LonLat;
  /** Metres. */
  radius: number;
  color: DeckColor;
  /** The category (dimension value), the metric and extra columns, for the tooltip. */
  tooltip: readonly (readonly [string, unknown])[];
}

export interface ScatterTransformedProps extends DeckLayerProps {
  points: ScatterPoint[];
  /** Pixel bounds of the drawn radius (Superset's min_radius and max_radius). */
  minPixels: number;
  maxPixels: number;
}
