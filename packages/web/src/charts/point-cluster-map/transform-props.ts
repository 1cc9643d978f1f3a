import {
  clusterLabelColumn,
  clusterPositionColumns,
  clusterRadiusColumn,
  isCrossFilterValue,
  labelOfColumn,
  VIEWPORT_DEFAULTS,
  type ChartProps,
  type Viewport,
} from '@tessera/core';
import { readBoolean, readChoice, readOptionalNumber } from '../form-data';
import type { LonLat } from '../deck/spatial';
import { fitViewport } from '../deck/viewport';
import { groupbyLabels } from './cluster-form-data';
import { MAX_CLUSTER_ZOOM } from './clusters';
import { CLUSTER_AGGREGATORS, RADIUS_UNITS, type ClusterPoint, type PointClusterTransformedProps } from './types';

/** Superset's default `map_color` (Dark Cyan). */
const DEFAULT_COLOR = '#008b8b';

const clamp = (n: number | null, min: number, max: number): number | null =>
  n === null ? null : Math.min(max, Math.max(min, n));

/** Superset's color field: '#rrggbb' or 'rgb(r, g, b)'; anything else draws black, as Superset falls back. */
export const readRgb = (value: unknown): [number, number, number] => {
  const text = typeof value === 'string' ? value.trim() : '';
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  const rgb = hex === null ? /^rgb\((\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})\)$/.exec(text) : null;
  const parts = hex === null ? rgb?.slice(1).map(Number) : hex.slice(1).map((h) => Number.parseInt(h, 16));
  const [r = 0, g = 0, b = 0] = parts ?? [];
  return [r, g, b];
};

const labelValue = (value: unknown): string | number | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

/**
 * The view: the data's bounds fitted to the chart (Superset's fitBounds; zoom 1 on 0, 0 with no
 * data), each of `viewport_longitude`, `viewport_latitude` and `viewport_zoom` that is set taking
 * its place, clamped to the map.
 */
const clusterViewport = (chartProps: ChartProps, positions: LonLat[]): Viewport => {
  const { formData: fd, width, height } = chartProps;
  const fitted = fitViewport(positions, width, height, VIEWPORT_DEFAULTS) ?? {
    ...VIEWPORT_DEFAULTS,
    longitude: 0,
    latitude: 0,
    zoom: 1,
  };
  return {
    ...fitted,
    longitude: clamp(readOptionalNumber(fd['viewport_longitude']), -180, 180) ?? fitted.longitude,
    latitude: clamp(readOptionalNumber(fd['viewport_latitude']), -90, 90) ?? fitted.latitude,
    zoom: clamp(readOptionalNumber(fd['viewport_zoom']), 0, MAX_CLUSTER_ZOOM) ?? fitted.zoom,
  };
};

/**
 * Superset's point_cluster_map: a point per row with a numeric longitude and latitude, carrying its
 * label column, radius column and group-by values; the clustering and the labels' aggregator as set.
 */
export const transformProps = (chartProps: ChartProps): PointClusterTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState } = chartProps;
  const { lon, lat } = clusterPositionColumns(fd);
  const label = clusterLabelColumn(fd);
  const radius = clusterRadiusColumn(fd);
  const groupby = groupbyLabels(fd);
  const points: ClusterPoint[] = [];
  if (lon !== null && lat !== null)
    for (const row of queriesData[0]?.data ?? []) {
      const x = readOptionalNumber(row[labelOfColumn(lon)]);
      const y = readOptionalNumber(row[labelOfColumn(lat)]);
      if (x === null || y === null) continue;
      points.push({
        position: [x, y],
        metric: label === null ? null : labelValue(row[label]),
        radius: radius === null ? null : readOptionalNumber(row[radius]),
        groups: groupby.map((col) => {
          const value = row[col];
          return isCrossFilterValue(value) ? value : null;
        }),
      });
    }
  const [selected] = filterState?.selectedValues ?? [];
  return {
    width,
    height,
    theme,
    viewport: clusterViewport(
      chartProps,
      points.map((p) => p.position),
    ),
    points,
    clusteringRadius: readOptionalNumber(fd['clustering_radius']) ?? 60,
    aggregator: label === null ? null : readChoice(fd, 'pandas_aggfunc', CLUSTER_AGGREGATORS, 'sum'),
    radiusUnit: readChoice(fd, 'point_radius_unit', RADIUS_UNITS, 'Pixels'),
    color: readRgb(fd['map_color'] ?? fd['mapbox_color'] ?? DEFAULT_COLOR),
    opacity: clamp(readOptionalNumber(fd['global_opacity']), 0, 1) ?? 1,
    renderWhileDragging: readBoolean(fd, 'render_while_dragging', true),
    groupby,
    selected: typeof selected === 'string' ? selected : null,
  };
};
