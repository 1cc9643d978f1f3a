import type { Layer, PickingInfo } from '@deck.gl/core';
import type { BuildQuery, ChartProps, ControlPanelConfig } from '@tessera/core';
import type { ChartPlugin } from '../types';
import type { DeckLayerProps } from './layer-props';
import type { LonLatExtent } from './viewport';

/** A deck type's layers, made from its transformed props, and the tooltip of their objects. */
export interface DeckLayers {
  layers: Layer[];
  /** The hovered object's tooltip HTML or null; absent for layers with nothing to pick (heatmap, contour). */
  tooltip?: (info: PickingInfo) => string | null;
}

/**
 * Superset's layerGenerators entry of one type: its layers from its props, pure, so the type's own
 * chart and deck_multi draw the same thing. `id` keeps two charts' layers apart on one map.
 */
export type DeckLayerBuilder<P> = (props: P, id?: string) => DeckLayers;

/** A deck type as deck_multi stacks it: its saved chart's form data to a query, then its answer to layers. */
export interface DeckLayerType {
  controlPanel: ControlPanelConfig;
  buildQuery: BuildQuery;
  /** Runs the type's transformProps and builds its layers, named by `id`. */
  draw: (chartProps: ChartProps, id: string) => DeckLayers & { extent: LonLatExtent | null };
}

/** A type's plugin and layer builder as one DeckLayerType, the props type between them sealed inside. */
export const sealDeckLayerType = <P extends DeckLayerProps>(
  plugin: ChartPlugin<P>,
  build: DeckLayerBuilder<P>,
): DeckLayerType => ({
  controlPanel: plugin.controlPanel,
  buildQuery: plugin.buildQuery,
  draw: (chartProps, id) => {
    const props = plugin.transformProps(chartProps);
    return { ...build(props, id), extent: props.extent };
  },
});
