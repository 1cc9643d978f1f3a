import { describe, expect, it } from 'vitest';
import { exploreResult, makeSlice, testPanel } from '../../../../test-support/features/explore/fixtures';
import { hydrateExplore, initialFormData, resolveVizType } from './hydrate';
import { parseExploreUrl } from './url-params';

const url = (query = '') => parseExploreUrl(new URLSearchParams(query));

describe('explore hydration', () => {
  it('takes the viz type from the URL, else the saved chart, else table', () => {
    const saved = exploreResult({ form_data: { viz_type: 'pie' } });
    expect(resolveVizType(saved, url('viz_type=line'))).toBe('line');
    expect(resolveVizType(saved, url())).toBe('pie');
    expect(resolveVizType(exploreResult(), url())).toBe('table');
  });

  it('fills the defaults, the No filter time range and the dataset key', () => {
    const fd = initialFormData(exploreResult({ form_data: {} }), url('dataset_id=7&viz_type=bar'), testPanel);
    expect(fd).toMatchObject({
      viz_type: 'bar',
      datasource: '7__table',
      time_range: 'No filter',
      row_limit: 10000,
      groupby: [],
      show_legend: true,
      x_axis: 'departure_time',
    });
  });

  it('keeps a saved time range, the dashboard id and the extra URL parameters', () => {
    const fd = initialFormData(
      exploreResult({ form_data: { time_range: 'Last week' } }),
      url('slice_id=3&dashboard_id=9&country=FR'),
      testPanel,
    );
    expect(fd).toMatchObject({ time_range: 'Last week', dashboardId: 9, url_params: { country: 'FR' } });
  });

  it('replaces unknown colour schemes with the defaults', () => {
    const fd = initialFormData(
      exploreResult({ form_data: { color_scheme: 'gone', linear_color_scheme: 'gone_too' } }),
      url(),
      testPanel,
    );
    expect(fd['color_scheme']).toBe('supersetColors');
    expect(fd['linear_color_scheme']).toBe('superset_seq_1');
    const kept = initialFormData(exploreResult({ form_data: { color_scheme: 'bnbColors' } }), url(), testPanel);
    expect(kept['color_scheme']).toBe('bnbColors');
  });

  it('drops values the dataset lost and flags adhoc items', () => {
    const fd = initialFormData(
      exploreResult({
        form_data: {
          metrics: ['gone', { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'old' } }],
          groupby: ['old_col', 'origin'],
        },
      }),
      url(),
      testPanel,
    );
    expect(fd['groupby']).toEqual(['origin']);
    expect(fd['metrics']).toEqual([
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'old' }, datasourceWarning: true },
    ]);
  });

  it('queries at once only when the chart is valid and has a dataset', () => {
    const valid = hydrateExplore(exploreResult({ form_data: { metrics: ['count'] } }), url(), testPanel);
    expect(valid.chart).toMatchObject({ triggerQuery: true, chartStatus: 'loading' });
    expect(valid.explore.validationErrors).toEqual({});
    const invalid = hydrateExplore(exploreResult(), url(), testPanel);
    expect(invalid.chart).toMatchObject({ triggerQuery: false, chartStatus: '' });
    expect(invalid.explore.validationErrors).toEqual({ metrics: ['cannot be empty'] });
    const missing = hydrateExplore(
      exploreResult({ dataset: null, form_data: { metrics: ['count'], datasource: '99__table' } }),
      url(),
      testPanel,
    );
    expect(missing.chart.triggerQuery).toBe(false);
    expect(missing.explore.formData.datasource).toBe('99__table');
  });

  it('carries the saved chart, its name, dashboards and the page flags', () => {
    const slice = makeSlice();
    const h = hydrateExplore(
      exploreResult({
        slice,
        metadata: {
          created_on_humanized: '',
          changed_on_humanized: '',
          owners: [],
          dashboards: [{ id: 2, dashboard_title: 'Ops' }],
        },
        message: 'note',
      }),
      url('slice_id=12&standalone=1&force=1'),
      testPanel,
    );
    expect(h.explore).toMatchObject({
      slice,
      sliceName: 'Flights by origin',
      sliceDashboards: [{ id: 2, dashboard_title: 'Ops' }],
      standalone: true,
      force: true,
      message: 'note',
      renderTriggerKeys: ['color_scheme', 'show_legend', 'legend_type'],
    });
  });

  it("opens a chart of Superset's older types as its successor (core's migrateLegacyFormData)", () => {
    const line = exploreResult({
      form_data: { viz_type: 'line', granularity_sqla: 'departure_time', time_range: 'Last week', metrics: ['count'] },
    });
    expect(resolveVizType(line, url())).toBe('echarts_timeseries_line');
    const fd = initialFormData(line, url(), testPanel);
    expect(fd).toMatchObject({ viz_type: 'echarts_timeseries_line', x_axis: 'departure_time' });
    expect(fd).not.toHaveProperty('granularity_sqla');
    // A successor with no plugin yet opens as such; the chart host then shows its unsupported state.
    expect(resolveVizType(exploreResult({ form_data: { viz_type: 'heatmap' } }), url())).toBe('heatmap_v2');
    expect(resolveVizType(exploreResult({ form_data: { viz_type: 'filter_box' } }), url())).toBe('filter_box');
  });
});
