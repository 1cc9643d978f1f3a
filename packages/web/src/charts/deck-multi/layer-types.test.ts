import type { Layer } from '@deck.gl/core';
import { withControlDefaults, type FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { layerVizTypes, loadLayerType } from './layer-types';

const spatial = { type: 'latlong', lonCol: 'lon', latCol: 'lat' };
const weighted = { spatial, size: 'count' };
const points = [
  { lon: -122.4, lat: 37.8, count: 3 },
  { lon: -73.9, lat: 40.7, count: 5 },
];
const square = (x: number) => [
  [x, 40],
  [x + 1, 40],
  [x + 1, 41],
  [x, 40],
];

/** Each stackable type's form data and two rows of its data. */
const CASES: Record<string, { formData: Record<string, unknown>; rows: Record<string, unknown>[] }> = {
  deck_scatter: { formData: { spatial }, rows: points },
  deck_arc: {
    formData: { start_spatial: spatial, end_spatial: { type: 'latlong', lonCol: 'lon2', latCol: 'lat2' } },
    rows: points.map((p) => ({ ...p, lon2: p.lon + 1, lat2: p.lat + 1 })),
  },
  deck_hex: { formData: weighted, rows: points },
  deck_grid: { formData: weighted, rows: points },
  deck_heatmap: { formData: weighted, rows: points },
  deck_screengrid: { formData: weighted, rows: points },
  deck_contour: { formData: weighted, rows: points },
  deck_path: {
    formData: { line_column: 'route' },
    rows: [{ route: '[[-84.4, 33.6], [-118.4, 33.9]]' }, { route: '[[-73.8, 40.6], [-87.9, 41.9]]' }],
  },
  deck_polygon: {
    formData: { line_column: 'shape' },
    rows: [{ shape: JSON.stringify(square(-100)) }, { shape: JSON.stringify(square(-90)) }],
  },
  deck_geojson: {
    formData: { geojson: 'shape' },
    rows: [-100, -90].map((x) => ({ shape: JSON.stringify({ type: 'Polygon', coordinates: [square(x)] }) })),
  },
};

const dataLength = (layer: Layer | undefined): number => {
  const data = layer?.props.data;
  return Array.isArray(data) ? data.length : -1;
};

describe("deck_multi's layer types (Superset's layerGenerators)", () => {
  it('stacks every deck type but the cluster map and itself', () => {
    expect(layerVizTypes().sort()).toEqual(Object.keys(CASES).sort());
    return expect(loadLayerType('point_cluster_map')).resolves.toBeNull();
  });

  it.each(Object.entries(CASES))(
    "builds %s's layer from its own query's answer, named as asked",
    async (vizType, c) => {
      const type = await loadLayerType(vizType);
      if (type === null) throw new Error(`no layer type for ${vizType}`);
      const formData: FormData = withControlDefaults(type.controlPanel, {
        datasource: '1__table',
        viz_type: vizType,
        ...c.formData,
      });
      expect(type.buildQuery(formData).queries).toHaveLength(1);
      const drawn = type.draw(
        { formData, queriesData: [chartResult(c.rows)], width: 800, height: 400, theme: 'light' },
        `${vizType}-7`,
      );
      expect(drawn.layers.map((l) => l.id)).toEqual([`${vizType}-7`]);
      expect(dataLength(drawn.layers[0])).toBe(2);
      expect(drawn.extent).not.toBeNull();
    },
  );
});
