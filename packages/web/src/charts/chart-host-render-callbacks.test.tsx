import type { FormData } from '@tessera/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test-support/providers';
import { testQueryClient } from '../../test-support/render';
import { ChartHost } from './chart-host';
import type { EChartsViewProps } from './echarts/echarts-view';
import { loadChartPlugin } from './registry';
import { makeResult, smallResult } from '../../test-support/charts/timeseries/data';

vi.mock('./echarts/echarts-view', () => ({
  EChartsView: (props: EChartsViewProps) => {
    const names = Array.isArray(props.option['series'])
      ? props.option['series'].map((s: { name?: string }) => s.name)
      : [];
    if (names.includes('boom')) throw new Error('boom');
    return <div data-testid="echarts-view">{names.join('|')}</div>;
  },
}));

const formData: FormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  metrics: ['count'],
  groupby: ['origin'],
};

describe('ChartHost render callbacks (explore chart status)', () => {
  beforeAll(async () => {
    await loadChartPlugin('echarts_timeseries_line');
  });
  afterEach(cleanup);

  it('says when the chart has drawn', async () => {
    const onRendered = vi.fn();
    const onRenderFailed = vi.fn();
    render(
      <Providers queryClient={testQueryClient()} env="test">
        <ChartHost
          formData={formData}
          queriesData={[smallResult()]}
          width={400}
          height={300}
          onRendered={onRendered}
          onRenderFailed={onRenderFailed}
        />
      </Providers>,
    );
    await screen.findByTestId('echarts-view');
    await waitFor(() => expect(onRendered).toHaveBeenCalled());
    expect(onRenderFailed).not.toHaveBeenCalled();
  });

  it('reports a render error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRendered = vi.fn();
    const onRenderFailed = vi.fn();
    const result = makeResult({
      colnames: ['order_date', 'boom'],
      coltypes: [2, 0],
      data: [{ order_date: 0, boom: 1 }],
    });
    render(
      <Providers queryClient={testQueryClient()} env="test">
        <ChartHost
          formData={formData}
          queriesData={[result]}
          width={400}
          height={300}
          onRendered={onRendered}
          onRenderFailed={onRenderFailed}
        />
      </Providers>,
    );
    await screen.findByTestId('chart-error');
    expect(onRenderFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(onRendered).not.toHaveBeenCalled();
  });
});
