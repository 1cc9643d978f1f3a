import type { ChartDataResult } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/client';
import {
  dataResult,
  exploreResult,
  makeDatasource,
  testPanel,
} from '../../../../test-support/features/explore/fixtures';
import { fakeServices } from '../../../../test-support/features/explore/services';
import { hydrateExplore } from './hydrate';
import { createExploreStore, type ExploreServices } from './store';
import { changeVizType, runChart, stopChart, swapDatasource } from './thunks';
import { parseExploreUrl } from './url-params';

const setup = (fetchChartData: ExploreServices['fetchChartData']) => {
  const services = fakeServices({ fetchChartData: vi.fn(fetchChartData) });
  const hydrated = hydrateExplore(
    exploreResult({ form_data: { viz_type: 'bar', metrics: ['count'] } }),
    parseExploreUrl(new URLSearchParams('')),
    testPanel,
  );
  return { store: createExploreStore(services, hydrated), services };
};

/** A fetch that waits for the abort signal. */
const hanging = (_qc: unknown, { signal }: { signal: AbortSignal }) =>
  new Promise<ChartDataResult[]>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

describe('explore thunks', () => {
  it('runs the query and stores the answer', async () => {
    const answer = [dataResult([{ count: 3 }])];
    const { store, services } = setup(async () => answer);
    await store.dispatch(runChart());
    expect(store.getState().chart).toMatchObject({
      chartStatus: 'success',
      queriesResponse: answer,
      triggerQuery: false,
    });
    expect(store.getState().chart.latestQueryFormData).toMatchObject({ metrics: ['count'] });
    expect(vi.mocked(services.fetchChartData).mock.calls[0]?.[0]).toMatchObject({ queries: [{ metrics: ['count'] }] });
  });

  it('forces a refresh when asked', async () => {
    const { store, services } = setup(async () => [dataResult([])]);
    await store.dispatch(runChart({ force: true }));
    expect(vi.mocked(services.fetchChartData).mock.calls[0]?.[0]).toMatchObject({ force: true });
  });

  it('fails with the query error or a network error', async () => {
    const failing = setup(async () => [dataResult([], { status: 'failed', error: 'Column x does not exist' })]);
    await failing.store.dispatch(runChart());
    expect(failing.store.getState().chart).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'Column x does not exist',
    });
    const offline = setup(async () => {
      throw new ApiRequestError(0, 'Could not reach the server');
    });
    await offline.store.dispatch(runChart());
    expect(offline.store.getState().chart.chartAlert).toBe('Network error.');
    const refused = setup(async () => {
      throw new ApiRequestError(403, 'No access');
    });
    await refused.store.dispatch(runChart());
    expect(refused.store.getState().chart.chartAlert).toBe('No access');
  });

  it('stops the query in flight', async () => {
    const { store } = setup(hanging);
    const run = store.dispatch(runChart());
    await vi.waitFor(() => expect(store.getState().chart.chartStatus).toBe('loading'));
    store.dispatch(stopChart());
    await run;
    expect(store.getState().chart).toMatchObject({ chartStatus: 'stopped', chartAlert: 'Updating chart was stopped' });
  });

  it('lets a newer run replace an older one without marking it stopped', async () => {
    let call = 0;
    const answer = [dataResult([{ n: 1 }])];
    const { store } = setup((qc, opts) => {
      call += 1;
      return call === 1 ? hanging(qc, opts) : Promise.resolve(answer);
    });
    const first = store.dispatch(runChart());
    await vi.waitFor(() => expect(call).toBe(1));
    await store.dispatch(runChart());
    await first;
    expect(store.getState().chart).toMatchObject({ chartStatus: 'success', queriesResponse: answer });
  });

  it('switches the viz type with the loaded panel', async () => {
    const { store } = setup(async () => []);
    expect(await store.dispatch(changeVizType('pie'))).toBe(true);
    expect(store.getState().explore.formData).toMatchObject({ viz_type: 'pie', metric: 'count' });
  });

  it('swaps the dataset', async () => {
    const { store } = setup(async () => []);
    await store.dispatch(swapDatasource(makeDatasource({ id: 11 })));
    expect(store.getState().explore.formData.datasource).toBe('11__table');
  });
});
