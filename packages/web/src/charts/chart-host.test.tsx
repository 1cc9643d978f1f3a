import type { FormData } from '@tessera/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../api/client';
import { mockFetch } from '../../test-support/mock-fetch';
import { Providers } from '../../test-support/providers';
import { testQueryClient } from '../../test-support/render';
import { ChartHost, type ChartHostProps } from './chart-host';
import type { EChartsViewProps } from './echarts/echarts-view';
import { loadChartPlugin } from './registry';
import { makeResult, smallResult } from '../../test-support/charts/timeseries/data';

const drawn: { current: EChartsViewProps | null } = { current: null };

vi.mock('./echarts/echarts-view', () => ({
  EChartsView: (props: EChartsViewProps) => {
    const names = Array.isArray(props.option['series'])
      ? props.option['series'].map((s: { name?: string }) => s.name)
      : [];
    if (names.includes('boom')) throw new Error('boom');
    drawn.current = props;
    return <div data-testid="echarts-view">{names.join('|')}</div>;
  },
}));

const formData = (extra: Record<string, unknown> = {}): FormData => ({
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: ['origin'],
  ...extra,
});

const wrap = (children: ReactNode) => (
  <Providers queryClient={testQueryClient()} env="test">
    {children}
  </Providers>
);

const renderHost = (props: Partial<ChartHostProps> = {}) =>
  render(wrap(<ChartHost formData={formData()} width={400} height={300} {...props} />));

const csrf = { 'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'token' } }) };

describe('ChartHost', () => {
  beforeAll(async () => {
    await loadChartPlugin('echarts_timeseries_line');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCsrfToken();
    drawn.current = null;
  });

  it('says so for a type without a plugin', async () => {
    renderHost({ formData: formData({ viz_type: 'no_such_chart' }), queriesData: [] });
    expect((await screen.findByTestId('chart-unsupported')).textContent).toBe(
      'This visualization type is not supported.',
    );
  });

  it('draws the given data through the plugin', async () => {
    renderHost({ queriesData: [smallResult()] });
    expect((await screen.findByTestId('echarts-view')).textContent).toBe('B|A');
    expect(drawn.current).toMatchObject({ width: 400, height: 300, theme: 'light' });
  });

  it('shows the empty-result message', async () => {
    renderHost({ queriesData: [makeResult({ colnames: ['order_date'] })] });
    expect((await screen.findByTestId('chart-empty')).textContent).toContain('No results were returned for this query');
  });

  it("shows a failed query's error text", async () => {
    renderHost({ queriesData: [makeResult({ status: 'failed', error: 'column "x" does not exist' })] });
    expect((await screen.findByTestId('chart-error')).textContent).toBe('column "x" does not exist');
  });

  it('catches a render error with its message', async () => {
    const result = makeResult({
      colnames: ['order_date', 'boom'],
      coltypes: [2, 0],
      data: [{ order_date: 0, boom: 1 }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHost({ queriesData: [result] });
    expect((await screen.findByTestId('chart-error')).textContent).toBe(
      'An error occurred while rendering the visualization: boom',
    );
  });

  it('fetches the query the plugin builds and draws the answer', async () => {
    const { requests } = mockFetch({
      ...csrf,
      'POST /api/v1/chart/data': () => ({ body: { result: [smallResult()] } }),
    });
    renderHost();
    expect((await screen.findByTestId('echarts-view')).textContent).toBe('B|A');
    const body = requests.find((r) => r.path === '/api/v1/chart/data')?.body;
    expect(body).toMatchObject({
      datasource: { id: 3, type: 'table' },
      queries: [{ metrics: ['count'], series_columns: ['origin'] }],
    });
  });

  it('shows the error of a failed request', async () => {
    mockFetch({
      ...csrf,
      'POST /api/v1/chart/data': () => ({ status: 400, body: { message: "Columns missing in dataset: ['nope']" } }),
    });
    renderHost();
    expect((await screen.findByTestId('chart-error')).textContent).toBe("Columns missing in dataset: ['nope']");
  });

  it('shows a loader counting the seconds while the query runs, and aborts it on unmount', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('csrf_token')) return Response.json({ result: 'token' });
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }),
    );
    const view = renderHost({ formData: formData({ metrics: ['sum_delay'] }) });
    expect((await screen.findByTestId('chart-elapsed')).textContent).toMatch(/^\d+\.\d s$/);
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    // The chart-data request starts after the CSRF token arrives; unmount only once it is in flight.
    await vi.waitFor(() => expect(signal).toBeDefined());
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('passes cross-filters up and shows the selection', async () => {
    const onCrossFilter = vi.fn();
    renderHost({ queriesData: [smallResult()], onCrossFilter });
    await screen.findByTestId('echarts-view');
    act(() => drawn.current?.onClick?.({ seriesName: 'A' } as Parameters<NonNullable<EChartsViewProps['onClick']>>[0]));
    expect(onCrossFilter).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['A'] }] },
      filterState: { value: ['A'], selectedValues: ['A'] },
    });
    const series = drawn.current?.option['series'] as { name: string; itemStyle: { opacity: number } }[];
    expect(series.map((s) => [s.name, s.itemStyle.opacity])).toEqual([
      ['B', 0.3],
      ['A', 1],
    ]);
  });

  it('does not cross-filter without a handler', async () => {
    renderHost({ queriesData: [smallResult()] });
    await screen.findByTestId('echarts-view');
    act(() => drawn.current?.onClick?.({ seriesName: 'A' } as Parameters<NonNullable<EChartsViewProps['onClick']>>[0]));
    const series = drawn.current?.option['series'] as { itemStyle: { opacity: number } }[];
    expect(series.every((s) => s.itemStyle.opacity === 1)).toBe(true);
  });
});
