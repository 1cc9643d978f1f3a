import { describe, expect, it } from 'vitest';
import { abbreviate, buildClusterIndex, clusterMarks, clusterZoom, DOT_RADIUS, pointsOf } from './clusters';
import { clusterCrossFilter } from './cross-filter';
import type { ClusterPoint } from './types';

const point = (lon: number, lat: number, extra: Partial<ClusterPoint> = {}): ClusterPoint => ({
  position: [lon, lat],
  metric: null,
  radius: null,
  groups: [],
  ...extra,
});

// Three points close together in Atlanta and one in Chicago.
const POINTS = [
  point(-84.4, 33.64, { metric: 10, groups: ['GA'] }),
  point(-84.41, 33.65, { metric: 20, groups: ['GA'] }),
  point(-84.42, 33.66, { metric: 60, groups: ['AL'] }),
  point(-87.9, 41.98, { metric: 5, groups: ['IL'] }),
];

const options = { aggregator: null, radiusUnit: 'Pixels' as const, zoom: 4 };

describe('point_cluster_map clusters', () => {
  it('clusters near points at a low zoom, with the count as label, and splits them past the last cluster zoom', () => {
    const index = buildClusterIndex(POINTS, 60);
    const marks = clusterMarks(index, POINTS, options);
    const cluster = marks.find((m) => m.clusterId !== null);
    expect(cluster).toMatchObject({ count: 3, label: '3', units: 'pixels', radius: DOT_RADIUS });
    expect(marks.filter((m) => m.clusterId === null)).toHaveLength(1);
    expect(clusterMarks(index, POINTS, { ...options, zoom: clusterZoom(20) })).toHaveLength(4);
    expect(clusterMarks(buildClusterIndex(POINTS, 0), POINTS, options)).toHaveLength(4);
  });

  it("labels clusters with Superset's aggregators of the label column", () => {
    const index = buildClusterIndex(POINTS, 60);
    const label = (aggregator: 'sum' | 'mean' | 'min' | 'max' | 'std' | 'var') =>
      clusterMarks(index, POINTS, { ...options, aggregator }).find((m) => m.clusterId !== null)?.label;
    expect(label('sum')).toBe('90');
    expect(label('mean')).toBe('30');
    expect(label('min')).toBe('10');
    expect(label('max')).toBe('60');
    expect(label('var')).toBe('466.67');
    expect(label('std')).toBe('21.6');
  });

  it('sizes lone points by their radius column: pixels scaled between a sixth and a third of the dot, or distances in metres', () => {
    const spread = [point(0, 0, { radius: 1 }), point(40, 0, { radius: 3 }), point(80, 0)];
    const index = buildClusterIndex(spread, 60);
    const pixels = clusterMarks(index, spread, { ...options, zoom: 3 });
    expect(pixels.map((m) => [m.radius, m.label])).toEqual([
      [10, '1'],
      [20, '3'],
      [10, null],
    ]);
    const miles = clusterMarks(index, spread, { ...options, zoom: 3, radiusUnit: 'Miles' });
    expect(miles[1]).toMatchObject({ units: 'meters', label: '3mi' });
    expect(miles[1]?.radius).toBeCloseTo(3 * 1609.34, 5);
    const km = clusterMarks(index, spread, { ...options, zoom: 3, radiusUnit: 'Kilometers' });
    expect(km[0]).toMatchObject({ units: 'meters', radius: 1000, label: '1km' });
  });

  it('labels a lone point with its label column, a number rounded to two places', () => {
    const lone = [point(0, 0, { metric: 3.14159 }), point(50, 0, { metric: 'JFK' })];
    const marks = clusterMarks(buildClusterIndex(lone, 60), lone, options);
    expect(marks.map((m) => m.label)).toEqual(['3.14', 'JFK']);
  });

  it("abbreviates thousands as Superset's cluster labels do", () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1540)).toBe('1.5k');
    expect(abbreviate(-25400)).toBe('-25k');
  });

  it('cross-filters a cluster on the group-by values of all its points, a point on its own', () => {
    const index = buildClusterIndex(POINTS, 60);
    const marks = clusterMarks(index, POINTS, options);
    const groupsOf = (i: number) => POINTS[i]?.groups ?? [];
    const cluster = marks.find((m) => m.clusterId !== null);
    if (cluster === undefined) throw new Error('no cluster');
    const mask = clusterCrossFilter(['state'], pointsOf(index, cluster).map(groupsOf));
    expect(mask?.extraFormData?.filters).toEqual([
      { col: 'state', op: 'IN', val: expect.arrayContaining(['GA', 'AL']) },
    ]);
    expect(mask?.extraFormData?.filters?.[0]?.val).toHaveLength(2);
    const lone = marks.find((m) => m.clusterId === null);
    if (lone === undefined) throw new Error('no point');
    expect(clusterCrossFilter(['state'], pointsOf(index, lone).map(groupsOf))).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['IL'] }] },
      filterState: { value: ['IL'], selectedValues: ['[["IL"]]'] },
    });
    expect(clusterCrossFilter([], [[]])).toBe(null);
  });
});
