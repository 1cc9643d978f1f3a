import { describe, expect, it } from 'vitest';
import {
  makeDatasource,
  makeSlice,
  singleMetricPanel,
  testPanel,
} from '../../../../test-support/features/explore/fixtures';
import { chartUpdateStarted } from './chart-slice';
import {
  controlChanged,
  datasourceChanged,
  exploreSlice,
  initialExploreState,
  renderTriggered,
  saveFailed,
  saveReset,
  saveStarted,
  saveSucceeded,
  sliceNameChanged,
  slicePropertiesChanged,
  vizTypeChanged,
} from './explore-slice';
import type { ExploreState } from './types';

const reduce = exploreSlice.reducer;
const start = (extra: Partial<ExploreState> = {}): ExploreState => ({
  ...initialExploreState,
  datasource: makeDatasource(),
  formData: { viz_type: 'bar', datasource: '7__table', metrics: ['count'], show_legend: true, legend_type: 'plain' },
  renderTriggerKeys: ['color_scheme', 'show_legend', 'legend_type'],
  ...extra,
});

describe('explore state', () => {
  it('sets a control, validates and resets the controls it hides', () => {
    const s = reduce(start(), controlChanged({ name: 'show_legend', value: false, panel: testPanel }));
    expect(s.formData).toMatchObject({ show_legend: false, legend_type: 'scroll' });
    expect(s.triggerRender).toBe(true);
    const emptied = reduce(start(), controlChanged({ name: 'metrics', value: [], panel: testPanel }));
    expect(emptied.validationErrors).toEqual({ metrics: ['cannot be empty'] });
    expect(emptied.triggerRender).toBe(false);
  });

  it('clears the render flag when a query starts or the chart redraws', () => {
    const s = reduce(start(), controlChanged({ name: 'color_scheme', value: 'x', panel: testPanel }));
    expect(reduce(s, chartUpdateStarted({ formData: s.formData, startTime: 1 })).triggerRender).toBe(false);
    expect(reduce(s, renderTriggered()).triggerRender).toBe(false);
  });

  it('keeps each viz type form data when switching and brings it back', () => {
    let s = reduce(start(), vizTypeChanged({ vizType: 'pie', panel: singleMetricPanel }));
    expect(s.formData).toMatchObject({ viz_type: 'pie', metric: 'count', donut: false });
    expect(s.formDataByVizType['bar']).toMatchObject({ legend_type: 'plain' });
    expect(s.renderTriggerKeys).toEqual(['donut']);
    s = reduce(s, controlChanged({ name: 'donut', value: true, panel: singleMetricPanel }));
    s = reduce(s, vizTypeChanged({ vizType: 'bar', panel: testPanel }));
    expect(s.formData).toMatchObject({ viz_type: 'bar', legend_type: 'plain', metrics: ['count'] });
    expect(s.formDataByVizType['pie']).toMatchObject({ donut: true });
    expect(reduce(s, vizTypeChanged({ vizType: 'bar', panel: testPanel }))).toBe(s);
  });

  it('validates after a switch', () => {
    const s = reduce(
      start({ formData: { viz_type: 'bar', datasource: '7__table' } }),
      vizTypeChanged({ vizType: 'pie', panel: singleMetricPanel }),
    );
    expect(s.validationErrors).toEqual({ metric: ['cannot be empty'] });
  });

  it('swaps the dataset, dropping what the new one lacks', () => {
    const other = makeDatasource({ id: 9, metrics: [] });
    const s = reduce(
      start({ message: 'Dataset does not exist' }),
      datasourceChanged({ datasource: other, panel: testPanel }),
    );
    expect(s.datasource?.id).toBe(9);
    expect(s.formData).toMatchObject({ datasource: '9__table', metrics: [] });
    expect(s.validationErrors).toEqual({ metrics: ['cannot be empty'] });
    expect(s.message).toBe(null);
  });

  it('renames the chart and applies edited properties', () => {
    expect(reduce(start(), sliceNameChanged('New')).sliceName).toBe('New');
    const s = reduce(
      start({ slice: makeSlice() }),
      slicePropertiesChanged({
        slice_name: 'Renamed',
        description: 'd',
        cache_timeout: 60,
        certified_by: 'Ops',
        certification_details: 'ok',
        owners: [1, 2],
      }),
    );
    expect(s.sliceName).toBe('Renamed');
    expect(s.slice).toMatchObject({ slice_name: 'Renamed', cache_timeout: 60, owners: [1, 2] });
  });

  it('tracks the save and records the saved chart', () => {
    let s = reduce(start(), saveStarted());
    expect(s.save).toEqual({ status: 'saving', error: null });
    expect(reduce(s, saveFailed('nope')).save).toEqual({ status: 'failed', error: 'nope' });
    s = reduce(s, saveSucceeded({ sliceId: 31, sliceName: 'Mine', owners: [1], dashboards: [] }));
    expect(s.save.status).toBe('saved');
    expect(s.slice).toMatchObject({ slice_id: 31, slice_name: 'Mine', owners: [1] });
    expect(s.formData['slice_id']).toBe(31);
    expect(s.sliceName).toBe('Mine');
    expect(reduce(s, saveReset()).save.status).toBe('idle');
  });

  it('keeps the saved chart details on an overwrite', () => {
    const s = reduce(
      start({ slice: makeSlice({ description: 'kept' }) }),
      saveSucceeded({ sliceId: 12, sliceName: 'Same', owners: [1], dashboards: [{ id: 3, dashboard_title: 'D' }] }),
    );
    expect(s.slice).toMatchObject({ slice_id: 12, description: 'kept', slice_name: 'Same' });
    expect(s.sliceDashboards).toEqual([{ id: 3, dashboard_title: 'D' }]);
  });
});
