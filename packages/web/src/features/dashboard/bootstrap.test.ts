import { DASHBOARD_BOOTSTRAP_ELEMENT_ID, type DashboardBootstrap } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { testQueryClient } from '../../../test-support/render';
import { dashboardQueries, prefetchDashboard } from './dashboard-queries';
import { dashboardKeys } from './query-keys';
import { adminMe, fixtureCharts, supersetDetail } from '../../../test-support/features/dashboard/fixtures';

const bootstrap = (overrides: Partial<DashboardBootstrap> = {}): DashboardBootstrap => ({
  id_or_slug: 'flights',
  me_roles: adminMe,
  csrf_token: 'token-1',
  dashboard: supersetDetail(),
  charts: fixtureCharts(),
  datasets: [],
  ...overrides,
});

const inline = (text: string): void => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = DASHBOARD_BOOTSTRAP_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
};

/** A fresh module each test: the bootstrap is read once per page load. */
const bootstrapModule = async () => {
  vi.resetModules();
  return import('./bootstrap');
};

describe('the inlined dashboard bootstrap', () => {
  beforeEach(() => document.getElementById(DASHBOARD_BOOTSTRAP_ELEMENT_ID)?.remove());
  afterEach(() => vi.unstubAllGlobals());

  it('is read once, for the dashboard it names, and leaves the document', async () => {
    inline(JSON.stringify(bootstrap()));
    const { takeDashboardBootstrap } = await bootstrapModule();
    expect(takeDashboardBootstrap('flights')?.dashboard.id).toBe(supersetDetail().id);
    expect(document.getElementById(DASHBOARD_BOOTSTRAP_ELEMENT_ID)).toBeNull();
    expect(takeDashboardBootstrap('flights')).toBeNull();
  });

  it.each([
    ['another dashboard', JSON.stringify(bootstrap({ id_or_slug: 'markets' }))],
    ['text that is not JSON', '{"id_or_slug": "flights",'],
    ['JSON of another shape', JSON.stringify({ id_or_slug: 'flights', charts: {} })],
  ])('is ignored when it holds %s', async (_case, text) => {
    inline(text);
    const { takeDashboardBootstrap } = await bootstrapModule();
    expect(takeDashboardBootstrap('flights')).toBeNull();
  });

  it('seeds the answers the page reads, so hydrating sends no request; the CSRF token too', async () => {
    const { requests } = mockFetch({
      'POST /api/v1/chart/data/batch': () => json({}),
    });
    const { seedDashboardBootstrap } = await bootstrapModule();
    const client = testQueryClient();
    seedDashboardBootstrap(client, bootstrap());
    expect(client.getQueryData(queryKeys.meRoles)).toEqual(adminMe);
    expect(client.getQueryData(dashboardKeys.charts('flights'))).toEqual(fixtureCharts());
    prefetchDashboard(client, 'flights');
    await client.fetchQuery(dashboardQueries.dashboard('flights'));
    await client.fetchQuery(dashboardQueries.datasets('flights'));
    const { getCsrfToken } = await import('../../api/client');
    expect(await getCsrfToken()).toBe('token-1');
    expect(requests).toHaveLength(0);
  });
});
