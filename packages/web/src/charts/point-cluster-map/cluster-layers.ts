import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { DeckColor } from '../deck/colors';
import type { ClusterMark } from './clusters';

/** Superset's IS_DARK_THRESHOLD: labels are white on a colour darker than this luminance, black otherwise. */
const IS_DARK_THRESHOLD = 110;
/**
 * Superset fills a cluster with a radial gradient, clear at the centre and 0.8 of the opacity at the
 * edge; deck's circles take one colour, so a cluster is a lighter disc with an edge at that 0.8.
 */
const CLUSTER_FILL = 0.5;
const CLUSTER_EDGE = 0.8;

export interface ClusterStyle {
  color: [number, number, number];
  opacity: number;
  /** False while the map is dragged with `render_while_dragging` off. */
  visible: boolean;
}

const luminance = ([r, g, b]: [number, number, number]): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;

const alpha = (share: number): number => Math.round(255 * share);

const circles = (id: string, marks: ClusterMark[], units: 'pixels' | 'meters', style: ClusterStyle) => {
  const [r, g, b] = style.color;
  const fill: DeckColor = [r, g, b, alpha(style.opacity)];
  const clusterFill: DeckColor = [r, g, b, alpha(style.opacity * CLUSTER_FILL)];
  const edge: DeckColor = [r, g, b, alpha(style.opacity * CLUSTER_EDGE)];
  return new ScatterplotLayer<ClusterMark>({
    id,
    data: marks.filter((m) => m.units === units),
    visible: style.visible,
    pickable: true,
    stroked: true,
    radiusUnits: units,
    lineWidthUnits: 'pixels',
    getPosition: (m) => m.position,
    getRadius: (m) => m.radius,
    getFillColor: (m) => (m.clusterId === null ? fill : clusterFill),
    getLineColor: edge,
    getLineWidth: (m) => (m.clusterId === null ? 0 : 2),
  });
};

/** The clusters and points (in pixels, and points sized in metres) under their labels. */
export const clusterLayers = (marks: ClusterMark[], style: ClusterStyle): Layer[] => {
  const text = luminance(style.color) <= IS_DARK_THRESHOLD ? 255 : 0;
  return [
    circles('point-cluster-pixels', marks, 'pixels', style),
    circles('point-cluster-meters', marks, 'meters', style),
    new TextLayer<ClusterMark>({
      id: 'point-cluster-labels',
      data: marks.filter((m) => m.label !== null && m.fontSize > 0),
      visible: style.visible,
      characterSet: 'auto',
      fontFamily: 'sans-serif',
      getPosition: (m) => m.position,
      getText: (m) => m.label ?? '',
      getSize: (m) => m.fontSize,
      sizeUnits: 'pixels',
      getColor: [text, text, text, alpha(style.opacity)],
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
  ];
};
