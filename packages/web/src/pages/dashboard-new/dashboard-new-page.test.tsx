import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { LocationProbe, renderRoutes } from '../../../test-support/render';
import { DashboardNewPage, UNTITLED_DASHBOARD } from './dashboard-new-page';

const routes = [
  { path: '/dashboard/new/', element: <DashboardNewPage /> },
  { path: '/tessera/dashboard/:idOrSlug/', element: <LocationProbe /> },
  { path: '/dashboard/list/', element: <LocationProbe /> },
];

describe('a new dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is created once, untitled, and opens in edit mode', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /api/v1/dashboard/': () => json({ id: 12, result: {} }, 201),
    });
    renderRoutes({ routes, initialPath: '/dashboard/new/' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tessera/dashboard/12/?edit=true'));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ dashboard_title: UNTITLED_DASHBOARD });
  });

  it('says why when it cannot be created, with a way back', async () => {
    mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /api/v1/dashboard/': () => json({ message: 'Forbidden' }, 403),
    });
    renderRoutes({ routes, initialPath: '/dashboard/new/' });
    expect((await screen.findByRole('alert')).textContent).toContain('The dashboard could not be created');
    expect(screen.getByRole('link', { name: 'Back to dashboards' }).getAttribute('href')).toBe('/dashboard/list/');
  });
});
