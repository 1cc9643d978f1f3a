import type { MeRoles } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json, mockFetch } from '../test-utils/mock-fetch';
import { testQueryClient } from '../test-utils/render';
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
    'opens the later-release page for the dashboard link %s instead of 404',
    async (path) => {
      mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: GAMMA }) });
      renderApp(path);
      expect(await screen.findByTestId('not-yet-available', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByTestId('not-found')).toBeNull();
    },
  );

  it('answers the database list with the access-denied page for a user without can_read on Database', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: GAMMA }) });
    renderApp('/databaseview/list/');
    expect(await screen.findByTestId('access-denied', {}, { timeout: 5000 })).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/v1/database/'))).toBe(false);
  });
});
