import type { PickingInfo } from '@deck.gl/core';
import type { Viewport } from '@tessera/core';
import { useCallback, useMemo, useState } from 'react';
import { t } from '../../i18n';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { tooltipLines } from '../deck/layer-props';
import { roundViewport } from '../deck/viewport';
import { clusterLayers } from './cluster-layers';
import { buildClusterIndex, clusterMarks, clusterZoom, pointsOf, type ClusterMark } from './clusters';
import { clusterCrossFilter } from './cross-filter';
import type { PointClusterTransformedProps } from './types';

/** Superset keeps this chart's view in three controls of its own, not in `viewport`. */
const viewControls = (viewport: Viewport): Record<string, unknown> => {
  const { longitude, latitude, zoom } = roundViewport(viewport);
  return { viewport_longitude: longitude, viewport_latitude: latitude, viewport_zoom: zoom };
};

/**
 * Superset's point_cluster_map on the offline base map: the points clustered in the browser
 * (Supercluster) at the view's rounded zoom, reclustered as it changes, drawn as deck.gl circles
 * with their labels. A click on a cluster or a point cross-filters the group-by columns on the
 * values of its points; a second click on it clears the filter.
 */
export function PointClusterChart(props: PointClusterTransformedProps & ChartHooks) {
  const { width, height, theme, viewport, points, clusteringRadius, aggregator, radiusUnit } = props;
  const { color, opacity, renderWhileDragging, groupby, selected, onCrossFilter, setControlValue } = props;
  const index = useMemo(() => buildClusterIndex(points, clusteringRadius), [points, clusteringRadius]);
  const [zoom, setZoom] = useState(() => clusterZoom(viewport.zoom));
  const [interacting, setInteracting] = useState(false);
  const [picked, setPicked] = useState(selected);
  // A new view (autozoom on new data, a saved view) or a cross-filter changed by the host starts over.
  const [host, setHost] = useState({ viewport, selected });
  if (host.viewport !== viewport || host.selected !== selected) {
    setHost({ viewport, selected });
    setZoom(clusterZoom(viewport.zoom));
    setPicked(selected);
  }
  const marks = useMemo(
    () => clusterMarks(index, points, { aggregator, radiusUnit, zoom }),
    [index, points, aggregator, radiusUnit, zoom],
  );
  const visible = renderWhileDragging || !interacting;
  const layers = useMemo(() => clusterLayers(marks, { color, opacity, visible }), [marks, color, opacity, visible]);
  const onViewportChange = useCallback((next: Viewport) => setZoom(clusterZoom(next.zoom)), []);

  const onClick = useCallback(
    (info: PickingInfo) => {
      const mask = clusterCrossFilter(
        groupby,
        pointsOf(index, info.object as ClusterMark).map((i) => points[i]?.groups ?? []),
      );
      if (mask === null || onCrossFilter === undefined) return;
      const key = mask.filterState?.selectedValues?.[0];
      const next = typeof key === 'string' && key !== picked ? key : null;
      setPicked(next);
      onCrossFilter(next === null ? null : mask);
    },
    [groupby, index, points, picked, onCrossFilter],
  );

  const tooltip = useCallback(
    (info: PickingInfo) => {
      const mark = info.object as ClusterMark;
      if (mark.clusterId !== null) return tooltipLines([[t('Points'), mark.count]]);
      const point = mark.pointIndex === null ? undefined : points[mark.pointIndex];
      return tooltipLines([
        ...groupby.map((col, i) => [col, point?.groups[i]] as const),
        [t('Longitude'), mark.position[0].toFixed(5)],
        [t('Latitude'), mark.position[1].toFixed(5)],
      ]);
    },
    [groupby, points],
  );

  return (
    <DeckMap
      width={width}
      height={height}
      theme={theme}
      viewport={viewport}
      layers={layers}
      tooltip={tooltip}
      onClick={onClick}
      onViewportChange={onViewportChange}
      {...(!renderWhileDragging && { onInteractionChange: setInteracting })}
      viewControls={viewControls}
      {...(setControlValue && { setControlValue })}
    />
  );
}
