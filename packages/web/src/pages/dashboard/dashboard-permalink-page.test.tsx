import type * as MantineHooks from '@mantine/hooks';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { SupersetPathRedirect } from '../../routing/superset-path-redirect';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { adminMe, fixtureCharts, supersetDetail } from '../../../test-support/features/dashboard/fixtures';
import { OnScreenObserver } from '../../../test-support/features/dashboard/on-screen-observer';
import { json, mockFetch, type MockHandler } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { DashboardPage } from './dashboard-page';
import { DashboardPermalinkPage } from './dashboard-permalink-page';

vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: () => ({ ref: () => undefined, width: 300, height: 200 }),
}));

const routes = (overrides: Record<string, MockHandler> = {}) => ({
  'GET /api/v1/me/roles/': () => json({ result: adminMe }),
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  'GET /api/v1/dashboard/5': () => json({ id: 5, result: supersetDetail() }),
  'GET /api/v1/dashboard/5/charts': () => json({ result: fixtureCharts() }),
  'GET /api/v1/dashboard/5/datasets': () => json({ result: [] }),
  'GET /api/v1/dashboard/favorite_status/': () => json({ result: [{ id: 5, value: false }] }),
  'GET /tessera/favstar/Dashboard/5/count/': () => json({ count: 0 }),
  'POST /api/v1/chart/data': () => json({ result: [chartResult([{ count: 1 }], { count: 0 })] }),
  ...overrides,
});

const page = [
  { path: '/tessera/dashboard/:idOrSlug/', element: <DashboardPage /> },
  { path: '/tessera/dashboard/p/:key/', element: <DashboardPermalinkPage /> },
  { path: '/superset/dashboard/:idOrSlug/', element: <SupersetPathRedirect /> },
];

describe('dashboard permalinks', () => {
  beforeEach(() => {
    clearCsrfToken();
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('restores the tabs a permalink stored', async () => {
    mockFetch(
      routes({
        'GET /api/v1/dashboard/permalink/abc': () =>
          json({ dashboardId: '5', state: { activeTabs: ['TAB-Details', 'TAB-Routes'], anchor: null, dataMask: {} } }),
      }),
    );
    renderRoutes({ routes: page, initialPath: '/tessera/dashboard/p/abc/' });
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-chart-109').getAttribute('data-chart-status')).not.toBe('idle'),
    );
    expect(screen.getByTestId('dashboard-chart-101').getAttribute('data-chart-status')).toBe('idle');
  });

  it('stores the open tabs and URL parameters, then copies the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { requests } = mockFetch(
      routes({ 'POST /api/v1/dashboard/5/permalink': () => json({ key: 'k1', url: '/tessera/dashboard/p/k1/' }, 201) }),
    );
    renderRoutes({ routes: page, initialPath: '/tessera/dashboard/5/?tab=TAB-Delays&standalone=0' });
    fireEvent.click(await screen.findByTestId('dashboard-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy permalink to clipboard' }));
    // The toast library loads with the first toast: on a busy runner that takes more than findBy's 1 s.
    expect(await screen.findByText('Link Copied!', undefined, { timeout: 5000 })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/tessera/dashboard/p/k1/`);
    const body = requests.find((r) => r.path === '/api/v1/dashboard/5/permalink')?.body;
    expect(body).toMatchObject({
      urlParams: [['standalone', '0']],
      activeTabs: ['TAB-Details', 'TAB-Delays'],
      anchor: null,
    });
    // The page's data mask as it is: the period filter's default value included.
    expect(body).toHaveProperty(['dataMask', 'NATIVE_FILTER-period', 'extraFormData'], { time_range: 'Last quarter' });
  });

  it('says when the browser cannot copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    mockFetch(
      routes({ 'POST /api/v1/dashboard/5/permalink': () => json({ key: 'k1', url: '/tessera/dashboard/p/k1/' }, 201) }),
    );
    renderRoutes({ routes: page, initialPath: '/tessera/dashboard/5/' });
    fireEvent.click(await screen.findByTestId('dashboard-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy permalink to clipboard' }));
    expect(await screen.findByText('Sorry, your browser does not support copying.')).toBeTruthy();
  });

  it('sends /superset/dashboard/ to /tessera/dashboard/ keeping the query string', async () => {
    mockFetch(routes());
    const { router } = renderRoutes({ routes: page, initialPath: '/superset/dashboard/5/?standalone=1#CHART-a1' });
    await screen.findByTestId('dashboard-chart-101');
    expect(`${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`).toBe(
      '/tessera/dashboard/5/?standalone=1#CHART-a1',
    );
  });
});
