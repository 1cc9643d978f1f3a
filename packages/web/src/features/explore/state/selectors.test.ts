import { describe, expect, it } from 'vitest';
import { makeDatasource, makeSlice } from '../../../../test-support/features/explore/fixtures';
import { initialChartState } from './hydrate';
import { initialExploreState } from './explore-slice';
import {
  selectCanOverwrite,
  selectCanRun,
  selectChartFormData,
  selectChartIsStale,
  selectChart,
  selectDatasetId,
  selectDatasource,
  selectFormData,
  selectSave,
  selectSlice,
  selectValidationErrors,
  selectHasValidationErrors,
  selectIsLoading,
  selectRunHighlighted,
  selectVizType,
} from './selectors';
import type { ExploreRootState } from './store';

const fd = { viz_type: 'bar', datasource: '7__table', metrics: ['count'], color_scheme: 'a' };
const state = (explore: Partial<ExploreRootState['explore']> = {}, chart: Partial<ExploreRootState['chart']> = {}) => ({
  explore: {
    ...initialExploreState,
    datasource: makeDatasource(),
    formData: fd,
    renderTriggerKeys: ['color_scheme'],
    ...explore,
  },
  chart: { ...initialChartState(false), ...chart },
});

describe('explore selectors', () => {
  it('reads the viz type, the loading flag and validation errors', () => {
    expect(selectVizType(state())).toBe('bar');
    expect(selectIsLoading(state({}, { chartStatus: 'loading' }))).toBe(true);
    expect(selectHasValidationErrors(state({ validationErrors: { metrics: ['x'] } }))).toBe(true);
  });

  it('reads the state slices', () => {
    const s = state({ slice: makeSlice(), validationErrors: { metrics: ['x'] } });
    expect(selectFormData(s)).toBe(s.explore.formData);
    expect(selectDatasource(s)?.id).toBe(7);
    expect(selectSlice(s)?.slice_id).toBe(12);
    expect(selectSave(s)).toEqual({ status: 'idle', error: null });
    expect(selectChart(s)).toBe(s.chart);
    expect(selectValidationErrors(s)).toEqual({ metrics: ['x'] });
  });

  it('runs only with a dataset and valid controls', () => {
    expect(selectCanRun(state())).toBe(true);
    expect(selectCanRun(state({ datasource: null }))).toBe(false);
    expect(selectCanRun(state({ validationErrors: { metrics: ['x'] } }))).toBe(false);
  });

  it('is stale after a query control changes, not after a render-only one', () => {
    expect(selectChartIsStale(state({}, { latestQueryFormData: fd }))).toBe(false);
    expect(selectChartIsStale(state({ formData: { ...fd, color_scheme: 'b' } }, { latestQueryFormData: fd }))).toBe(
      false,
    );
    const stale = state({ formData: { ...fd, metrics: ['other'] } }, { latestQueryFormData: fd });
    expect(selectChartIsStale(stale)).toBe(true);
    expect(selectRunHighlighted(stale)).toBe(true);
    expect(selectRunHighlighted(state({}, { latestQueryFormData: fd }))).toBe(false);
    expect(selectRunHighlighted(state())).toBe(true);
  });

  it('draws the queried form data with the current render-only values', () => {
    const s = state({ formData: { ...fd, metrics: ['other'], color_scheme: 'b' } }, { latestQueryFormData: fd });
    expect(selectChartFormData(s)).toEqual({ ...fd, color_scheme: 'b' });
    expect(selectChartFormData(s)).toBe(selectChartFormData(s));
  });

  it('lets owners overwrite only', () => {
    expect(selectCanOverwrite(state({ slice: makeSlice({ owners: [1, 2] }) }), 2)).toBe(true);
    expect(selectCanOverwrite(state({ slice: makeSlice({ owners: [1] }) }), 2)).toBe(false);
    expect(selectCanOverwrite(state(), 1)).toBe(false);
  });

  it('knows the dataset id even when the dataset is missing', () => {
    expect(selectDatasetId(state())).toBe(7);
    expect(selectDatasetId(state({ datasource: null, formData: { ...fd, datasource: '42__table' } }))).toBe(42);
    expect(selectDatasetId(state({ datasource: null, formData: { ...fd, datasource: '' } }))).toBe(null);
  });
});
