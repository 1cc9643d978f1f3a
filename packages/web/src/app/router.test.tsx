import type { MeRoles } from '@tessera/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearCsrfToken } from '../api/client';
import { supersetDetail } from '../../test-support/features/dashboard/fixtures';
import { json, mockFetch } from '../../test-support/mock-fetch';
import { testQueryClient } from '../../test-support/render';
import { Providers } from './providers';
import { appRoutes } from './router';

const GAMMA: MeRoles = {
  id: 2,
  username: 'gina',
  first_name: 'Gina',
  last_name: 'Gamma',
  email: 'gina@example.com',
  is_active: true,
  is_anonymous: false,
  roles: { Gamma: [['can_read', 'Dashboard']] },
  permissions: {},
};

const renderApp = (path: string) => {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
};

describe('appRoutes', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(['/tessera/dashboard/3/', '/superset/dashboard/world_health/'])(
    'opens the dashboard page for the dashboard link %s, which answers its own not-found state',
    async (path) => {
      mockFetch({
        'GET /api/v1/me/roles/': () => json({ result: GAMMA }),
        'GET /api/v1/dashboard/3': () => json({ message: 'Not found' }, 404),
        'GET /api/v1/dashboard/world_health': () => json({ message: 'Not found' }, 404),
        'GET /api/v1/dashboard/3/charts': () => json({ message: 'Not found' }, 404),
        'GET /api/v1/dashboard/world_health/charts': () => json({ message: 'Not found' }, 404),
        'GET /api/v1/dashboard/3/datasets': () => json({ message: 'Not found' }, 404),
        'GET /api/v1/dashboard/world_health/datasets': () => json({ message: 'Not found' }, 404),
      });
      renderApp(path);
      // The dashboard page is a lazy chunk: its first import in jsdom takes seconds on a busy machine.
      await waitFor(
        () => expect(screen.getByTestId('dashboard-page').getAttribute('data-dashboard-status')).toBe('error'),
        { timeout: 15_000 },
      );
    },
    20_000,
  );

  it('starts the signed-in check, the hydration requests and the CSRF token of the first chart batch with the navigation', async () => {
    clearCsrfToken();
    const { requests } = mockFetch({
      'GET /api/v1/me/roles/': () => json({ result: GAMMA }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'GET /api/v1/dashboard/7': () => json({ result: supersetDetail({ id: 7 }) }),
      'GET /api/v1/dashboard/7/charts': () => json({ result: [] }),
      'GET /api/v1/dashboard/7/datasets': () => json({ result: [] }),
    });
    renderApp('/tessera/dashboard/7/');
    const paths = (): string[] => requests.map((r) => r.path);
    await waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining([
          '/api/v1/me/roles/',
          '/api/v1/security/csrf_token/',
          '/api/v1/dashboard/7',
          '/api/v1/dashboard/7/charts',
          '/api/v1/dashboard/7/datasets',
        ]),
      ),
    );
    // One round of hydration: the page reads what the loader fetched.
    expect(paths().filter((p) => p === '/api/v1/dashboard/7')).toHaveLength(1);
    clearCsrfToken();
  });

  it('answers the database list with the access-denied page for a user without can_read on Database', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: GAMMA }) });
    renderApp('/databaseview/list/');
    expect(await screen.findByTestId('access-denied', {}, { timeout: 5000 })).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/v1/database/'))).toBe(false);
  });
});
