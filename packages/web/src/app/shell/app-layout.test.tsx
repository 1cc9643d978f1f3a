import type { MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { THEME_STORAGE_KEY } from '../theme';
import { RequirePermission } from '../auth/require-permission';
import { AppLayout } from './app-layout';

const me = (roles: MeRoles['roles']): MeRoles => ({
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  roles,
  permissions: {},
});

const ADMIN = me({
  Admin: [
    ['can_read', 'User'],
    ['can_write', 'User'],
    ['can_read', 'Role'],
    ['can_read', 'RowLevelSecurity'],
    ['can_read', 'Log'],
    ['can_read', 'Database'],
    ['can_read', 'Annotation'],
  ],
});
const GAMMA = me({
  Gamma: [
    ['can_read', 'Chart'],
    ['can_read', 'Dashboard'],
  ],
});

const renderShell = (path = '/tessera/welcome/') =>
  renderRoutes({
    routes: [
      {
        element: <AppLayout />,
        children: [
          { path: '/tessera/welcome/', element: <p>home page</p> },
          {
            path: '/users/list/',
            element: (
              <RequirePermission permission={['can_read', 'User']}>
                <p>user list</p>
              </RequirePermission>
            ),
          },
        ],
      },
    ],
    initialPath: path,
  });

describe('AppLayout', () => {
  beforeEach(() => {
    clearCsrfToken();
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    mockFetch({ 'GET /api/v1/me/roles/': () => json({ message: 'Not authorized' }, 401) });
    renderShell('/tessera/welcome/?x=1');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login/?next=%2Ftessera%2Fwelcome%2F%3Fx%3D1'),
    );
  });

  it('shows the main navigation, and Settings to users who may read users or roles', async () => {
    mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: ADMIN }) });
    renderShell();
    expect(await screen.findByText('home page')).toBeTruthy();
    for (const id of ['nav-dashboards', 'nav-charts', 'nav-datasets', 'nav-sql', 'nav-settings']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.getByTestId('nav-datasets').getAttribute('href')).toBe('/tablemodelview/list/');
    expect(screen.getByTestId('user-menu').textContent).toContain('Ada Lovelace');
  });

  it('groups the Settings menu: Security (users, roles, row level security, action log), Data (database connections), then Manage (annotation layers)', async () => {
    mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: ADMIN }) });
    renderShell();
    fireEvent.click(await screen.findByTestId('nav-settings'));
    const menu = await screen.findByRole('menu');
    const order = [...menu.querySelectorAll('.mantine-Menu-label, [role="menuitem"]')].map((e) => e.textContent);
    expect(order).toEqual([
      'Security',
      'Users',
      'Roles',
      'Row Level Security',
      'Action log',
      'Data',
      'Database Connections',
      'Manage',
      'Annotation Layers',
    ]);
    expect(screen.getByTestId('nav-annotation-layers').getAttribute('href')).toBe('/annotationlayer/list/');
    expect(screen.getByTestId('nav-rls').getAttribute('href')).toBe('/rowlevelsecurity/list/');
    expect(screen.getByTestId('nav-action-log').getAttribute('href')).toBe('/actionlog/list/');
    expect(screen.getByTestId('nav-databases').getAttribute('href')).toBe('/databaseview/list/');
  });

  it('hides Settings from users without those permissions', async () => {
    mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: GAMMA }) });
    renderShell();
    expect(await screen.findByTestId('nav-dashboards')).toBeTruthy();
    expect(screen.queryByTestId('nav-settings')).toBeNull();
  });

  it('toggles the theme from the user menu', async () => {
    mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: GAMMA }) });
    renderShell();
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('theme-toggle'));
    await waitFor(() => expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark'));
  });

  it('signs out with the CSRF token and goes to the sign-in page', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/me/roles/': () => json({ result: GAMMA }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'POST /api/v1/security/logout': () => json({ message: 'OK' }),
    });
    renderShell();
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('sign-out'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login/'));
    const logout = requests.find((r) => r.path === '/api/v1/security/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers['x-csrftoken']).toBe('tok');
  });

  it("offers Saved queries in the SQL menu, as Superset's SQL menu does", async () => {
    mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: GAMMA }) });
    renderShell();
    fireEvent.click(await screen.findByTestId('nav-sql'));
    expect((await screen.findByTestId('nav-saved-queries')).getAttribute('href')).toBe('/savedqueryview/list/');
    expect(screen.getByTestId('nav-sqllab').getAttribute('href')).toBe('/sqllab/');
  });

  it('shows one access-denied page, and sends no request, for a page the roles do not allow', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: GAMMA }) });
    renderShell('/users/list/');
    expect((await screen.findByTestId('access-denied')).textContent).toContain('You do not have access');
    expect(screen.queryByText('user list')).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/api/v1/me/roles/']);
  });

  it('shows the page to a user whose roles allow it', async () => {
    mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: ADMIN }) });
    renderShell('/users/list/');
    expect(await screen.findByText('user list')).toBeTruthy();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });
});
