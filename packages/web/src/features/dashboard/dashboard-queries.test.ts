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
});
