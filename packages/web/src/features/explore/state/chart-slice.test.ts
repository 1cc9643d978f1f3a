import { describe, expect, it } from 'vitest';
import { dataResult } from '../../../../test-support/features/explore/fixtures';
import {
  chartRenderingFailed,
  chartRenderingSucceeded,
  chartSlice,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
  datasourceRefreshed,
  queryTriggered,
} from './chart-slice';
import { initialChartState } from './hydrate';

const reduce = chartSlice.reducer;
const fd = { viz_type: 'table', datasource: '7__table' };

describe('chart status', () => {
  it('starts loading, clears the alert and remembers the queried form data', () => {
    const failed = {
      ...initialChartState(true),
      chartStatus: 'failed' as const,
      chartAlert: 'x',
      chartStackTrace: 's',
    };
    const s = reduce(failed, chartUpdateStarted({ formData: fd, startTime: 5 }));
    expect(s).toMatchObject({
      chartStatus: 'loading',
      chartAlert: null,
      chartStackTrace: null,
      chartUpdateStartTime: 5,
      latestQueryFormData: fd,
      triggerQuery: false,
    });
  });

  it('stores the answer on success, then marks it rendered', () => {
    const answer = [dataResult([{ a: 1 }])];
    let s = reduce(initialChartState(false), chartUpdateStarted({ formData: fd, startTime: 1 }));
    s = reduce(s, chartUpdateSucceeded({ queriesResponse: answer, endTime: 9 }));
    expect(s).toMatchObject({ chartStatus: 'success', queriesResponse: answer, chartUpdateEndTime: 9 });
    s = reduce(s, chartRenderingSucceeded({ time: 10 }));
    expect(s).toMatchObject({ chartStatus: 'rendered', lastRendered: 10 });
  });

  it('ignores a late render after a new query started', () => {
    const s = reduce(initialChartState(true), chartRenderingSucceeded({ time: 10 }));
    expect(s).toMatchObject({ chartStatus: 'loading', lastRendered: 0 });
  });

  it('says the update was stopped', () => {
    const s = reduce(initialChartState(true), chartUpdateStopped(3));
    expect(s).toMatchObject({
      chartStatus: 'stopped',
      chartAlert: 'Updating chart was stopped',
      chartUpdateEndTime: 3,
    });
  });

  it('fails with the first response error, or a network error without a response', () => {
    expect(reduce(initialChartState(true), chartUpdateFailed({ errors: ['', 'bad SQL'], endTime: 1 }))).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'bad SQL',
    });
    expect(reduce(initialChartState(true), chartUpdateFailed({ errors: null, endTime: 1 })).chartAlert).toBe(
      'Network error.',
    );
  });

  it('fails rendering with the message in the alert', () => {
    const s = reduce(initialChartState(false), chartRenderingFailed(new Error('bad option')));
    expect(s.chartStatus).toBe('failed');
    expect(s.chartAlert).toBe('An error occurred while rendering the visualization: bad option');
    expect(s.chartStackTrace).not.toBe(null);
  });

  it('sets loading when a query is triggered', () => {
    expect(reduce(initialChartState(false), queryTriggered(true))).toMatchObject({
      triggerQuery: true,
      chartStatus: 'loading',
    });
    expect(reduce(initialChartState(false), queryTriggered(false))).toMatchObject({ chartStatus: '' });
  });

  it('clears failed charts with a stack trace on a dataset refresh, and only those', () => {
    const withTrace = reduce(initialChartState(false), chartRenderingFailed(new Error('x')));
    expect(reduce(withTrace, datasourceRefreshed())).toMatchObject({ chartStatus: '', chartAlert: null });
    const noTrace = reduce(initialChartState(true), chartUpdateFailed({ errors: ['bad'], endTime: 1 }));
    expect(reduce(noTrace, datasourceRefreshed()).chartStatus).toBe('failed');
  });
});
