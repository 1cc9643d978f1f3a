import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { testQueryClient } from '../../../test-support/render';
import { dashboardQueries, prefetchDashboard } from './dashboard-queries';
import { supersetDetail } from '../../../test-support/features/dashboard/fixtures';

describe('prefetchDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves answers the page reads without a second round of hydration requests', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/dashboard/3': () => json({ result: supersetDetail() }),
      'GET /api/v1/dashboard/3/charts': () => json({ result: [] }),
      'GET /api/v1/dashboard/3/datasets': () => json({ result: [] }),
    });
    const client = testQueryClient();
    prefetchDashboard(client, '3');
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    // What the page's queries do on mount: fetch again only when the cached answer is stale.
    await client.fetchQuery(dashboardQueries.dashboard('3'));
    await client.fetchQuery(dashboardQueries.charts('3'));
    await client.fetchQuery(dashboardQueries.datasets('3'));
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/api/v1/dashboard/3',
      '/api/v1/dashboard/3/charts',
      '/api/v1/dashboard/3/datasets',
    ]);
  });

  it('asks once for a dashboard the user may not open: the page reads the refusal (issue D 11)', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/dashboard/3': () => json({ message: 'Forbidden' }, 403),
      'GET /api/v1/dashboard/3/charts': () => json({ message: 'Forbidden' }, 403),
      'GET /api/v1/dashboard/3/datasets': () => json({ message: 'Forbidden' }, 403),
    });
    const client = testQueryClient();
    prefetchDashboard(client, '3');
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(requests).toHaveLength(3);
    // The page mounts its three queries on the loader's answers, as use-dashboard-page does.
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(
      () => [
        useQuery(dashboardQueries.dashboard('3')),
        useQuery(dashboardQueries.charts('3')),
        useQuery(dashboardQueries.datasets('3')),
      ],
      { wrapper },
    );
    await vi.waitFor(() => expect(result.current.every((q) => q.isError)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/api/v1/dashboard/3',
      '/api/v1/dashboard/3/charts',
      '/api/v1/dashboard/3/datasets',
    ]);
  });
});
