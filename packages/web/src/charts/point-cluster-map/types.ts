import type { CrossFilterValue } from '@tessera/core';
import type { DeckBaseProps } from '../deck/layer-props';
import type { LonLat } from '../deck/spatial';

/** Superset's cluster label aggregators (`pandas_aggfunc`). */
export const CLUSTER_AGGREGATORS = ['sum', 'mean', 'min', 'max', 'std', 'var'] as const;
export type ClusterAggregator = (typeof CLUSTER_AGGREGATORS)[number];

/** Superset's `point_radius_unit` choices. */
export const RADIUS_UNITS = ['Pixels', 'Miles', 'Kilometers'] as const;
export type RadiusUnit = (typeof RADIUS_UNITS)[number];

/** One row with a position. */
export interface ClusterPoint {
  position: LonLat;
  /** The label column's value (Superset's point `metric`), or null when clusters are labelled by their count. */
  metric: string | number | null;
  /** The `point_radius` column's value, or null for 'Auto' (or a row without one). */
  radius: number | null;
  /** The row's group-by values, in `groupby` order: what a click cross-filters on. */
  groups: CrossFilterValue[];
}

export interface PointClusterTransformedProps extends DeckBaseProps {
  points: ClusterPoint[];
  /** Superset's `clustering_radius`, in pixels (0 turns clustering off). */
  clusteringRadius: number;
  /** How a cluster's label aggregates its points' labels; null labels it with its point count. */
  aggregator: ClusterAggregator | null;
  radiusUnit: RadiusUnit;
  /** Superset's `map_color` as r, g, b. */
  color: [number, number, number];
  /** Superset's `global_opacity`, 0 to 1. */
  opacity: number;
  renderWhileDragging: boolean;
  /** The group-by columns' labels. */
  groupby: string[];
  /** The key of the cluster or point this chart cross-filters on (its filterState), or null. */
  selected: string | null;
}
