import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/client';
import { exploreResult, makeSlice, testPanel } from '../../../../test-support/features/explore/fixtures';
import { fakeServices } from '../../../../test-support/features/explore/services';
import { controlChanged, saveSucceeded } from './explore-slice';
import { persistFormData, restoreFormData } from './history-thunks';
import { hydrateExplore } from './hydrate';
import { selectHasUnsavedChanges, selectIsModified } from './selectors';
import { createExploreStore, type ExploreServices } from './store';
import { exploreStateUrl, parseExploreUrl } from './url-params';

const savedChart = exploreResult({
  form_data: { viz_type: 'bar', metrics: ['count'], row_limit: 100, slice_id: 12 },
  slice: makeSlice({ form_data: { viz_type: 'bar', metrics: ['count'], row_limit: 100, slice_id: 12 } }),
});

const setup = (search = 'slice_id=12', overrides: Partial<ExploreServices> = {}, result = savedChart) => {
  const services = fakeServices(overrides);
  const store = createExploreStore(
    services,
    hydrateExplore(result, parseExploreUrl(new URLSearchParams(search)), testPanel),
  );
  return { store, services };
};

describe('explore form data in the URL', () => {
  it('POSTs the first edit with the tab id, then PUTs later edits under the same key', async () => {
    const { store, services } = setup();
    store.dispatch(controlChanged({ name: 'row_limit', value: 10, panel: testPanel }));
    expect(await store.dispatch(persistFormData(3))).toBe('key-1');
    expect(services.postFormData).toHaveBeenCalledWith(
      { datasource_id: 7, datasource_type: 'table', chart_id: 12, form_data: expect.any(String) },
      3,
    );
    const posted = vi.mocked(services.postFormData).mock.calls[0]?.[0];
    expect(JSON.parse(posted?.form_data ?? '{}')).toMatchObject({ row_limit: 10 });
    expect(store.getState().explore.formDataKey).toBe('key-1');
    store.dispatch(controlChanged({ name: 'row_limit', value: 50, panel: testPanel }));
    await store.dispatch(persistFormData(3));
    expect(services.putFormData).toHaveBeenCalledWith('key-1', expect.objectContaining({ chart_id: 12 }), 3);
    expect(services.postFormData).toHaveBeenCalledTimes(1);
  });

  it('starts a new key when the cached one expired', async () => {
    const { store, services } = setup('slice_id=12&form_data_key=old', {
      putFormData: vi.fn(async () => {
        throw new ApiRequestError(404, 'Not found');
      }),
      postFormData: vi.fn(async () => 'fresh'),
    });
    expect(await store.dispatch(persistFormData(1))).toBe('fresh');
    expect(services.putFormData).toHaveBeenCalledWith('old', expect.anything(), 1);
    expect(store.getState().explore.formDataKey).toBe('fresh');
  });

  it('restores an earlier entry and queries it', async () => {
    const { store, services } = setup();
    const earlier = { ...store.getState().explore.formData, row_limit: 5 };
    store.dispatch(controlChanged({ name: 'row_limit', value: 10, panel: testPanel }));
    await store.dispatch(restoreFormData(earlier));
    expect(store.getState().explore.formData).toMatchObject({ row_limit: 5 });
    expect(services.fetchChartData).toHaveBeenCalled();
  });

  it('builds Superset-shaped URLs with the key and the chart or dataset', () => {
    const base = { standalone: false, urlParams: { country: 'FR' } };
    expect(exploreStateUrl({ ...base, formDataKey: 'K', sliceId: 12, datasetId: 7 })).toBe(
      '/explore/?form_data_key=K&slice_id=12&country=FR',
    );
    expect(exploreStateUrl({ ...base, formDataKey: 'K', sliceId: null, datasetId: 7 })).toBe(
      '/explore/?form_data_key=K&datasource_id=7&datasource_type=table&country=FR',
    );
    expect(parseExploreUrl(new URLSearchParams('form_data_key=K&datasource_id=7&datasource_type=table'))).toMatchObject(
      {
        formDataKey: 'K',
        datasetId: 7,
        urlParams: {},
      },
    );
  });
});

describe('unsaved changes', () => {
  it('flags a saved chart whose controls changed, until it is changed back or saved', () => {
    const { store } = setup();
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    store.dispatch(controlChanged({ name: 'row_limit', value: 10, panel: testPanel }));
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
    store.dispatch(controlChanged({ name: 'row_limit', value: 100, panel: testPanel }));
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
    store.dispatch(controlChanged({ name: 'row_limit', value: 10, panel: testPanel }));
    store.dispatch(saveSucceeded({ sliceId: 12, sliceName: 'x', owners: [1], dashboards: [] }));
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
  });

  it('compares a reloaded form_data_key with the saved chart underneath', () => {
    const reloaded = { ...savedChart, form_data: { ...savedChart.form_data, row_limit: 10 } };
    const { store } = setup('slice_id=12&form_data_key=K', {}, reloaded);
    expect(store.getState().explore.formDataKey).toBe('K');
    expect(store.getState().explore.formData).toMatchObject({ row_limit: 10 });
    expect(selectHasUnsavedChanges(store.getState())).toBe(true);
  });

  it('counts a new chart as modified once it differs from how it opened, without the saved-chart tag', () => {
    const { store } = setup('dataset_id=7', {}, exploreResult({ form_data: { viz_type: 'bar', metrics: ['count'] } }));
    expect(selectIsModified(store.getState())).toBe(false);
    store.dispatch(controlChanged({ name: 'row_limit', value: 10, panel: testPanel }));
    expect(selectIsModified(store.getState())).toBe(true);
    expect(selectHasUnsavedChanges(store.getState())).toBe(false);
  });
});
