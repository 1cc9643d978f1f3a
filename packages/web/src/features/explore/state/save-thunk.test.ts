import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/client';
import { exploreResult, makeSlice, testPanel } from '../../../../test-support/features/explore/fixtures';
import { fakeServices } from '../../../../test-support/features/explore/services';
import { hydrateExplore } from './hydrate';
import { saveChart, savedDashboardId } from './save-thunk';
import { createExploreStore, type ExploreServices } from './store';
import { parseExploreUrl } from './url-params';

const setup = (saved: boolean, services: ExploreServices = fakeServices()) => {
  const hydrated = hydrateExplore(
    exploreResult({
      form_data: { viz_type: 'echarts_timeseries_bar', metrics: ['count'], ...(saved && { slice_id: 12 }) },
      slice: saved ? makeSlice() : null,
      metadata: saved
        ? {
            created_on_humanized: '',
            changed_on_humanized: '',
            owners: [],
            dashboards: [{ id: 3, dashboard_title: 'Ops' }],
          }
        : null,
    }),
    parseExploreUrl(new URLSearchParams('dashboard_id=3&country=FR')),
    testPanel,
  );
  return { store: createExploreStore(services, hydrated), services };
};

describe('saving a chart', () => {
  it('creates a new chart with its params and query context', async () => {
    const { store, services } = setup(false);
    const id = await store.dispatch(saveChart({ action: 'saveas', sliceName: ' Delays ', dashboard: null }));
    expect(id).toBe(40);
    const body = vi.mocked(services.createChart).mock.calls[0]?.[0];
    expect(body).toMatchObject({
      slice_name: 'Delays',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: 7,
      datasource_type: 'table',
    });
    const params = JSON.parse(body?.params ?? '{}') as Record<string, unknown>;
    expect(params).toMatchObject({ metrics: ['count'], time_range: 'No filter' });
    expect(params).not.toHaveProperty('url_params');
    expect(params).not.toHaveProperty('dashboardId');
    expect(JSON.parse(body?.query_context ?? '{}')).toMatchObject({ queries: [{ metrics: ['count'] }] });
    expect(store.getState().explore).toMatchObject({
      save: { status: 'saved' },
      sliceName: 'Delays',
      slice: { slice_id: 40, owners: [1] },
    });
  });

  it('overwrites the saved chart, keeping its dashboards and adding a new one', async () => {
    const { store, services } = setup(true);
    const id = await store.dispatch(
      saveChart({ action: 'overwrite', sliceName: 'Renamed', dashboard: { newTitle: 'Fresh' } }),
    );
    expect(id).toBe(12);
    expect(services.createDashboard).toHaveBeenCalledWith('Fresh');
    const [chartId, body] = vi.mocked(services.updateChart).mock.calls[0] ?? [];
    expect(chartId).toBe(12);
    expect(body?.dashboards).toEqual([3, 77]);
    expect(JSON.parse(body?.params ?? '{}')).not.toHaveProperty('slice_id');
    expect(store.getState().explore.sliceDashboards).toEqual([
      { id: 3, dashboard_title: 'Ops' },
      { id: 77, dashboard_title: 'Fresh' },
    ]);
  });

  it('names the dashboard the chart went on, a new one by its title', async () => {
    const { store } = setup(true);
    await store.dispatch(saveChart({ action: 'overwrite', sliceName: 'Renamed', dashboard: { newTitle: ' Fresh ' } }));
    expect(store.dispatch(savedDashboardId({ newTitle: ' Fresh ' }))).toBe(77);
    expect(store.dispatch(savedDashboardId({ id: 3, title: 'Ops' }))).toBe(3);
    expect(store.dispatch(savedDashboardId(null))).toBe(null);
  });

  it('saves a copy of a saved chart as a new one, on an existing dashboard', async () => {
    const { store, services } = setup(true);
    await store.dispatch(saveChart({ action: 'saveas', sliceName: 'Copy', dashboard: { id: 5, title: 'Five' } }));
    expect(services.updateChart).not.toHaveBeenCalled();
    expect(vi.mocked(services.createChart).mock.calls[0]?.[0].dashboards).toEqual([5]);
    expect(store.getState().explore.slice?.slice_id).toBe(40);
  });

  it('keeps the error when the save fails or the name is blank', async () => {
    const failing = setup(
      false,
      fakeServices({
        createChart: vi.fn(async () => {
          throw new ApiRequestError(422, 'slice_name: too long');
        }),
      }),
    );
    expect(await failing.store.dispatch(saveChart({ action: 'saveas', sliceName: 'x', dashboard: null }))).toBe(null);
    expect(failing.store.getState().explore.save).toEqual({ status: 'failed', error: 'slice_name: too long' });
    const blank = setup(false);
    await blank.store.dispatch(saveChart({ action: 'saveas', sliceName: '  ', dashboard: null }));
    expect(blank.store.getState().explore.save.error).toBe('Chart name is required');
    expect(blank.services.createChart).not.toHaveBeenCalled();
  });
});
