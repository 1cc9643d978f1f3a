import type { PickingInfo } from '@deck.gl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchChartData } from '../../api/chart-data';
import { clearCsrfToken } from '../../api/client';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { loadLayerType } from './layer-types';
import { drawSubLayers, getChart, loadSubLayer, type SubLayerDeps, type SubLayerState } from './sub-layers';

const spatial = { type: 'latlong', lonCol: 'lon', latCol: 'lat' };
const chart = (id: number, vizType: string, name: string, params: Record<string, unknown>) => ({
  result: {
    id,
    slice_name: name,
    viz_type: vizType,
    params: JSON.stringify(params),
    datasource_id: 3,
    datasource_type: 'table',
    cache_timeout: null,
  },
});
const CHARTS: Record<string, unknown> = {
  '1': chart(1, 'deck_scatter', 'Airports', { spatial, adhoc_filters: [] }),
  '2': chart(2, 'deck_arc', 'Flights', {
    start_spatial: spatial,
    end_spatial: { type: 'latlong', lonCol: 'lon2', latCol: 'lat2' },
  }),
  '4': chart(4, 'pie', 'Not a map', {}),
};
const ROWS = [
  { lon: -122.4, lat: 37.8, lon2: -73.9, lat2: 40.7 },
  { lon: -87.6, lat: 41.9, lon2: -84.4, lat2: 33.6 },
];
const multiAdhoc = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'distance > 100' };

const serve = () =>
  mockFetch({
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    ...Object.fromEntries(
      ['1', '2', '3', '4'].map((id) => [
        `GET /api/v1/chart/${id}`,
        () => (CHARTS[id] === undefined ? json({ message: 'Not found' }, 404) : json(CHARTS[id])),
      ]),
    ),
    'POST /api/v1/chart/data': () => json({ result: [chartResult(ROWS)] }),
  });

const deps: SubLayerDeps = { getChart, loadType: loadLayerType, fetchData: fetchChartData };
const frame = { width: 800, height: 400, theme: 'light' as const };

const settleAll = async (ids: number[]): Promise<Map<number, SubLayerState>> => {
  const signal = new AbortController().signal;
  const states = new Map<number, SubLayerState>();
  await Promise.all(
    ids.map((id) =>
      loadSubLayer(id, { adhoc_filters: [multiAdhoc] }, deps, signal).then(
        (data) => states.set(id, { status: 'ready', data }),
        (error: Error) => states.set(id, { status: 'failed', message: error.message }),
      ),
    ),
  );
  return states;
};

const queried = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'POST')
    .map((r) => (r.body as { form_data: { viz_type: string; adhoc_filters: unknown[] } }).form_data);

afterEach(() => {
  vi.unstubAllGlobals();
  clearCsrfToken();
});

describe("deck_multi's layers (Superset's DeckMulti)", () => {
  it("queries each saved chart with its type's query and the multi's filters, through the chart-data client", async () => {
    const { requests } = serve();
    const states = await settleAll([2, 1]);
    expect([...states.values()].map((s) => s.status)).toEqual(['ready', 'ready']);
    const sent = queried(requests);
    expect(sent.map((fd) => fd.viz_type).sort()).toEqual(['deck_arc', 'deck_scatter']);
    for (const fd of sent) expect(fd.adhoc_filters).toEqual([multiAdhoc]);
  });

  it('stacks the layers in deck_slices order, bottom first, whatever order they arrived in', async () => {
    serve();
    const states = await settleAll([1, 2]);
    const drawn = drawSubLayers([2, 1], states, frame);
    expect(drawn.layers.map((l) => l.id)).toEqual(['deck-arc-2', 'deck-scatter-1']);
    expect(drawn.pending).toBe(0);
    expect(drawn.failures).toEqual([]);
    expect(drawn.extent).toEqual([
      [-122.4, 33.6],
      [-73.9, 41.9],
    ]);
  });

  it('notes a missing chart or a type that cannot be a layer, and draws the others', async () => {
    serve();
    const states = await settleAll([3, 1, 4]);
    const drawn = drawSubLayers([3, 1, 4], states, frame);
    expect(drawn.layers.map((l) => l.id)).toEqual(['deck-scatter-1']);
    expect(drawn.failures.map((f) => [f.id, f.name])).toEqual([
      [3, '#3'],
      [4, '#4'],
    ]);
    expect(drawn.failures[1]?.message).toBe('pie charts cannot be a layer');
  });

  it('counts the layers still loading, so the map waits for them', async () => {
    serve();
    const states = await settleAll([1]);
    const drawn = drawSubLayers([1, 2], states, frame);
    expect(drawn.layers).toHaveLength(1);
    expect(drawn.pending).toBe(1);
  });

  it("gives each layer's objects that layer's tooltip", async () => {
    serve();
    const drawn = drawSubLayers([1, 2], await settleAll([1, 2]), frame);
    const [airports, arcs] = drawn.layers;
    const point = { tooltip: [['Longitude', '-122.40000']] };
    const arc = { source: [1, 2], target: [3, 4], category: null };
    expect(drawn.tooltip?.({ layer: airports, object: point } as unknown as PickingInfo)).toContain('Longitude');
    expect(drawn.tooltip?.({ layer: arcs, object: arc } as unknown as PickingInfo)).toContain('Start (Long, Lat)');
    expect(drawn.tooltip?.({ layer: null, object: arc } as unknown as PickingInfo)).toBeNull();
  });
});
