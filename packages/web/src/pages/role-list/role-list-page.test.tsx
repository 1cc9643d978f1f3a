import type { MeRoles, PermissionView, Role } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { RoleListPage } from './role-list-page';

const ADMIN: MeRoles = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'a@x.io',
  is_active: true,
  is_anonymous: false,
  roles: {
    Admin: [
      ['can_read', 'Role'],
      ['can_write', 'Role'],
    ],
  },
  permissions: {},
};

const CATALOGUE: PermissionView[] = [
  { id: 1, permission: 'can_read', view_menu: 'Chart' },
  { id: 2, permission: 'can_write', view_menu: 'Chart' },
  { id: 3, permission: 'can_read', view_menu: 'Dashboard' },
];

const ROLES: Role[] = [
  { id: 1, name: 'Admin', builtin: true, permissions: CATALOGUE, user_count: 1 },
  { id: 9, name: 'Analyst', builtin: false, permissions: [CATALOGUE[0] as PermissionView], user_count: 0 },
];

const renderRoles = () =>
  renderRoutes({
    routes: [
      {
        path: '/roles/list/',
        element: (
          <CurrentUserContext value={ADMIN}>
            <RoleListPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/roles/list/',
  });

describe('RoleListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists roles and keeps built-in roles from being renamed or deleted', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 2 }) });
    renderRoles();
    const rows = await screen.findAllByTestId('role-row');
    expect(rows).toHaveLength(2);
    const [admin, analyst] = rows as [HTMLElement, HTMLElement];
    expect(within(admin).getByTestId('delete-role').hasAttribute('disabled')).toBe(true);
    expect(within(analyst).getByTestId('delete-role').hasAttribute('disabled')).toBe(false);
    expect(requests[0]?.path).toBe('/api/v1/security/roles/?q=(page:0,page_size:100)');
  });

  it('saves the checked permissions as (permission, view_menu) pairs', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 2 }),
      'GET /api/v1/security/permissions/': () => json({ result: CATALOGUE, count: 3 }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'PUT /api/v1/security/roles/9/permissions': () => json({ message: 'OK' }),
    });
    renderRoles();
    const analyst = (await screen.findAllByTestId('role-row'))[1] as HTMLElement;
    fireEvent.click(within(analyst).getByTestId('edit-role-permissions'));

    fireEvent.change(await screen.findByTestId('permission-search'), { target: { value: 'dashboard' } });
    await waitFor(() => expect(screen.getAllByTestId('permission-item')).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('permissions-save'));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      permissions: [
        { permission: 'can_read', view_menu: 'Chart' },
        { permission: 'can_read', view_menu: 'Dashboard' },
      ],
    });
  });

  it('groups data access by database and schema, and grants one dataset found by its name', async () => {
    const catalogue: PermissionView[] = [
      ...CATALOGUE,
      { id: 4, permission: 'can_write', view_menu: 'Role' },
      {
        id: 5,
        permission: 'database_access',
        view_menu: '[examples].(id:1)',
        target: { database: 'examples', schema: null, table: null },
      },
      {
        id: 6,
        permission: 'schema_access',
        view_menu: '[examples].[main]',
        target: { database: 'examples', schema: 'main', table: null },
      },
      {
        id: 7,
        permission: 'datasource_access',
        view_menu: '[examples].[cars](id:4)',
        target: { database: 'examples', schema: 'main', table: 'cars' },
      },
      {
        id: 8,
        permission: 'datasource_access',
        view_menu: '[examples].[flights](id:1)',
        target: { database: 'examples', schema: 'main', table: 'flights' },
      },
    ];
    const { requests } = mockFetch({
      'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 2 }),
      'GET /api/v1/security/permissions/': () => json({ result: catalogue, count: catalogue.length }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'PUT /api/v1/security/roles/9/permissions': () => json({ message: 'OK' }),
    });
    renderRoles();
    const analyst = (await screen.findAllByTestId('role-row'))[1] as HTMLElement;
    fireEvent.click(within(analyst).getByTestId('edit-role-permissions'));

    const data = await screen.findByTestId('permission-section-data');
    expect(within(data).getByText('examples')).toBeTruthy();
    expect(within(data).getByText('main')).toBeTruthy();
    expect(within(screen.getByTestId('permission-section-content')).getByText('Chart')).toBeTruthy();
    expect(within(screen.getByTestId('permission-section-admin')).getByText('Role')).toBeTruthy();

    fireEvent.change(screen.getByTestId('permission-search'), { target: { value: 'cars' } });
    await waitFor(() => expect(screen.getAllByTestId('permission-item')).toHaveLength(1));
    expect(screen.queryByTestId('permission-section-content')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'datasource_access on [examples].[cars](id:4)' }));
    fireEvent.click(screen.getByTestId('permissions-save'));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      permissions: [
        { permission: 'datasource_access', view_menu: '[examples].[cars](id:4)' },
        { permission: 'can_read', view_menu: 'Chart' },
      ],
    });
  });
});
