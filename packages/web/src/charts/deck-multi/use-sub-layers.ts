import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../api/client';
import { useChartDataSource } from '../chart-data-source';
import { loadLayerType } from './layer-types';
import type { MultiFilters } from './sub-form-data';
import { getChart, loadSubLayer, type SubLayerDeps, type SubLayerState } from './sub-layers';

interface Request {
  key: string;
  ids: readonly number[];
  filters: MultiFilters;
}

/**
 * Loads every layer's chart and data, each settling on its own; new charts or filters load them
 * all again (Superset reloads the layers when `deck_slices` changes), the map's view does not.
 * The data goes through the chart-data source of the page, so a dashboard batches it.
 */
export const useSubLayers = (ids: readonly number[], filters: MultiFilters): ReadonlyMap<number, SubLayerState> => {
  const source = useChartDataSource();
  const deps = useMemo<SubLayerDeps>(() => ({ getChart, loadType: loadLayerType, fetchData: source.fetch }), [source]);
  const key = JSON.stringify({ ids, filters });
  const [request, setRequest] = useState<Request>({ key, ids, filters });
  // A new request replaces the old during render, so the effect below runs once per request.
  if (request.key !== key) setRequest({ key, ids, filters });
  const [answers, setAnswers] = useState<{ request: Request; states: Map<number, SubLayerState> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (id: number, state: SubLayerState) => {
      if (controller.signal.aborted) return;
      setAnswers((current) => {
        const states = new Map(current?.request === request ? current.states : []);
        return { request, states: states.set(id, state) };
      });
    };
    for (const id of request.ids)
      loadSubLayer(id, request.filters, deps, controller.signal).then(
        (data) => settle(id, { status: 'ready', data }),
        (error: unknown) => settle(id, { status: 'failed', message: errorMessage(error) }),
      );
    return () => controller.abort();
  }, [request, deps]);

  return useMemo(() => (answers?.request === request ? answers.states : new Map()), [answers, request]);
};
