import type { PickingInfo } from '@deck.gl/core';
import {
  sliceFormData,
  withControlDefaults,
  type ChartDataResult,
  type ChartDetail,
  type FormData,
  type QueryContextInput,
} from '@tessera/core';
import { api } from '../../api/client';
import type { DeckLayers, DeckLayerType } from '../deck/deck-layers';
import { unionExtent, type LonLatExtent } from '../deck/viewport';
import { t } from '../../i18n';
import { subChartFormData, type MultiFilters } from './sub-form-data';

/** One layer's chart as loaded: its type, its form data with the multi's filters, and its answer. */
export interface SubLayerData {
  name: string;
  vizType: string;
  type: DeckLayerType;
  formData: FormData;
  queriesData: ChartDataResult[];
}

export type SubLayerState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: SubLayerData };

/** Where layers come from: the saved chart, its type's code and the chart-data client the other charts use. */
export interface SubLayerDeps {
  getChart: (id: number, signal: AbortSignal) => Promise<ChartDetail>;
  loadType: (vizType: string) => Promise<DeckLayerType | null>;
  fetchData: (qc: QueryContextInput, opts: { signal: AbortSignal }) => Promise<ChartDataResult[]>;
}

/** A saved chart, as Superset's DeckMulti gets each layer's. */
export const getChart = (id: number, signal: AbortSignal): Promise<ChartDetail> =>
  api.get<{ result: ChartDetail }>(`/api/v1/chart/${id}`, signal).then((answer) => answer.result);

/**
 * Superset's DeckMulti.loadSingleLayer: the saved chart (`GET /api/v1/chart/{id}`), its form data
 * with its type's defaults and the multi's filters, that type's query, and the answer.
 */
export const loadSubLayer = async (
  id: number,
  filters: MultiFilters,
  deps: SubLayerDeps,
  signal: AbortSignal,
): Promise<SubLayerData> => {
  const chart = await deps.getChart(id, signal);
  const type = await deps.loadType(chart.viz_type);
  if (type === null) throw new Error(t('%s charts cannot be a layer', chart.viz_type));
  const saved = withControlDefaults(type.controlPanel, sliceFormData(chart) as FormData);
  const formData = subChartFormData(saved, filters);
  const queriesData = await deps.fetchData(type.buildQuery(formData), { signal });
  const failed = queriesData.find((q) => q.status === 'failed' || (q.error ?? '') !== '');
  if (failed !== undefined) throw new Error(failed.error ?? t('The query failed'));
  return { name: chart.slice_name, vizType: chart.viz_type, type, formData, queriesData };
};

/** The map's frame, which each layer's transformProps draws for. */
export interface MapFrame {
  width: number;
  height: number;
  theme: 'light' | 'dark';
}

export interface DrawnLayers extends DeckLayers {
  /** Where all drawn layers' data lies. */
  extent: LonLatExtent | null;
  /** Layers still loading: the map is not drawn until none is. */
  pending: number;
  /** A line per layer that failed to load or draw. */
  failures: { id: number; name: string; message: string }[];
}

/**
 * The layers of every settled chart in `deck_slices` order, the first at the bottom (Superset's
 * layerOrder); each named after its type and chart id, so two charts of one type stay apart. A
 * failed chart leaves a failure line and the others still draw.
 */
export const drawSubLayers = (
  ids: readonly number[],
  states: ReadonlyMap<number, SubLayerState>,
  frame: MapFrame,
): DrawnLayers => {
  const drawn: DrawnLayers = { layers: [], extent: null, pending: 0, failures: [] };
  const tooltips = new Map<string, (info: PickingInfo) => string | null>();
  const extents: (LonLatExtent | null)[] = [];
  for (const id of ids) {
    const state = states.get(id) ?? { status: 'loading' };
    if (state.status === 'loading') drawn.pending += 1;
    else if (state.status === 'failed') drawn.failures.push({ id, name: `#${id}`, message: state.message });
    else {
      const { data } = state;
      const layerId = `${data.vizType.replace(/_/g, '-')}-${id}`;
      try {
        const built = data.type.draw({ formData: data.formData, queriesData: data.queriesData, ...frame }, layerId);
        drawn.layers.push(...built.layers);
        extents.push(built.extent);
        if (built.tooltip !== undefined) for (const layer of built.layers) tooltips.set(layer.id, built.tooltip);
      } catch (error) {
        drawn.failures.push({ id, name: data.name, message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  drawn.extent = unionExtent(extents);
  // Superset shows the hovered layer's own tooltip.
  drawn.tooltip = (info) => tooltips.get(info.layer?.id ?? '')?.(info) ?? null;
  return drawn;
};
