import type { ChartProps, FormData } from '@tessera/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../api/client';
import { Providers } from '../../test-support/providers';
import { testQueryClient } from '../../test-support/render';
import { ChartHost, type ChartHostProps } from './chart-host';
import { sealChartPlugin, type ChartHooks, type ChartPlugin } from './types';
import { makeResult } from '../../test-support/charts/timeseries/data';

interface PagedProps {
  page: number;
  queriedPage: unknown;
}

function PagedChart({ page, queriedPage, onOwnStateChange }: PagedProps & ChartHooks) {
  return (
    <div>
      <span data-testid="paged-chart">{`rows of page ${page}, asked ${String(queriedPage)}`}</span>
      {onOwnStateChange && <button onClick={() => onOwnStateChange({ page: page + 1 })}>next</button>}
    </div>
  );
}

const paged: ChartPlugin<PagedProps> = {
  metadata: {
    name: 'Paged',
    description: '',
    category: '',
    tags: [],
    thumbnail: null,
    exampleGallery: [],
    behaviors: [],
  },
  controlPanel: { sections: [] },
  buildQuery: (formData, options) => ({
    datasource: { id: 1, type: 'table' },
    queries: [{ row_offset: Number(options?.ownState?.['page'] ?? 0), row_limit: Number(formData['limit'] ?? 10) }],
  }),
  transformProps: ({ queriesData, ownState }: ChartProps) => ({
    page: Number(queriesData[0]?.data[0]?.['page']),
    queriedPage: ownState?.['page'],
  }),
  Component: PagedChart,
};

vi.mock('./registry', () => ({
  loadChartPlugin: async (vizType: string) => (vizType === 'paged' ? sealChartPlugin(paged) : null),
}));

const formData = (limit = 10): FormData => ({ datasource: '1__table', viz_type: 'paged', limit });

/** A fetch answering each page when the test releases it. */
const deferredFetch = () => {
  const pending: { offset: number; limit: number; release: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('csrf_token')) return Response.json({ result: 'token' });
      const body = JSON.parse(String(init?.body)) as { queries: { row_offset: number; row_limit: number }[] };
      const { row_offset: offset, row_limit: limit } = body.queries[0] ?? { row_offset: 0, row_limit: 0 };
      return new Promise<Response>((resolve) => {
        pending.push({
          offset,
          limit,
          release: () => resolve(Response.json({ result: [makeResult({ data: [{ page: offset }] })] })),
        });
      });
    }),
  );
  return pending;
};

const renderHost = (props: Partial<ChartHostProps> = {}) => {
  const host = (extra: Partial<ChartHostProps>) => (
    <Providers queryClient={testQueryClient()} env="test">
      <ChartHost formData={formData()} width={300} height={200} {...props} {...extra} />
    </Providers>
  );
  const view = render(host({}));
  return { ...view, rerenderHost: (extra: Partial<ChartHostProps>) => view.rerender(host(extra)) };
};

const text = () => screen.getByTestId('paged-chart').textContent;

describe('ChartHost own state', () => {
  beforeEach(clearCsrfToken);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('re-queries with the own state a chart sets, keeping the current page under a loader meanwhile', async () => {
    const pending = deferredFetch();
    const onOwnStateChange = vi.fn();
    renderHost({ onOwnStateChange });
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]?.release());
    expect(await screen.findByText('rows of page 0, asked undefined')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(onOwnStateChange).toHaveBeenCalledWith({ page: 1 });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.offset).toBe(1);
    expect(text()).toBe('rows of page 0, asked 1');
    expect(screen.getByTestId('chart-refreshing')).toBeTruthy();

    act(() => pending[1]?.release());
    await waitFor(() => expect(text()).toBe('rows of page 1, asked 1'));
    expect(screen.queryByTestId('chart-refreshing')).toBeNull();
  });

  it('drops its own state when the query itself changes', async () => {
    const pending = deferredFetch();
    const view = renderHost();
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]?.release());
    fireEvent.click(await screen.findByRole('button', { name: 'next' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => pending[1]?.release());
    await waitFor(() => expect(text()).toBe('rows of page 1, asked 1'));

    view.rerenderHost({ formData: formData(20) });
    await waitFor(() => expect(pending).toHaveLength(3));
    expect([pending[2]?.offset, pending[2]?.limit]).toEqual([0, 20]);
    // Another query: the loader replaces the chart rather than showing stale rows.
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
  });

  it('follows an ownState a dashboard holds', async () => {
    const pending = deferredFetch();
    const view = renderHost({ ownState: { page: 5 } });
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]?.offset).toBe(5);
    view.rerenderHost({ ownState: { page: 6 } });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.offset).toBe(6);
  });

  it('gives a chart with given data no own-state hook, unless the caller handles it', async () => {
    const data = [makeResult({ data: [{ page: 3 }] })];
    const view = renderHost({ queriesData: data, ownState: { page: 3 } });
    expect(await screen.findByText('rows of page 3, asked 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'next' })).toBeNull();
    const onOwnStateChange = vi.fn();
    view.rerenderHost({ queriesData: data, onOwnStateChange });
    fireEvent.click(await screen.findByRole('button', { name: 'next' }));
    expect(onOwnStateChange).toHaveBeenCalledWith({ page: 4 });
  });
});
