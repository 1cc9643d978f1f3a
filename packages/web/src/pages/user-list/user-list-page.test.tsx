import type { MeRoles, Role, User } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { UserListPage } from './user-list-page';

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
      ['can_read', 'User'],
      ['can_write', 'User'],
    ],
  },
  permissions: {},
};

const BOB: User = {
  id: 2,
  username: 'bob',
  first_name: 'Bob',
  last_name: 'Builder',
  email: 'bob@example.com',
  active: true,
  roles: [{ id: 3, name: 'Gamma' }],
  created_on: null,
  changed_on: null,
  last_login: null,
};

const ROLES: Role[] = [
  { id: 1, name: 'Admin', builtin: true, permissions: [], user_count: 2 },
  { id: 3, name: 'Gamma', builtin: true, permissions: [], user_count: 1 },
];

/** The signed-in admin's own row (a second admin exists, so the server's last-admin rule does not apply). */
const SELF: User = {
  ...BOB,
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'a@x.io',
  roles: [
    { id: 1, name: 'Admin' },
    { id: 3, name: 'Gamma' },
  ],
};

/** Removes a role's pill from the roles select, as its small x button does. */
const removeRolePill = (name: string) => {
  const pill = within(screen.getByTestId('user-form'))
    .getAllByText(name)
    .map((label) => label.closest('.mantine-Pill-root'))
    .find((root): root is HTMLElement => root instanceof HTMLElement);
  if (pill === undefined) throw new Error(`no ${name} pill`);
  const remove = pill.querySelector('button');
  if (remove === null) throw new Error(`the ${name} pill has no remove button`);
  fireEvent.click(remove);
};

const renderUsers = () =>
  renderRoutes({
    routes: [
      {
        path: '/users/list/',
        element: (
          <CurrentUserContext value={ADMIN}>
            <UserListPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/users/list/',
  });

describe('UserListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('deactivates a user with PUT {active: false}', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/users/': () => json({ result: [BOB], count: 1 }),
      'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 1 }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'PUT /api/v1/security/users/2': () => json({ result: { ...BOB, active: false } }),
    });
    renderUsers();
    fireEvent.click(await screen.findByTestId('user-active-toggle'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ active: false });
  });

  it('asks for a role before adding a user', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/users/': () => json({ result: [BOB], count: 1 }),
      'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 1 }),
    });
    renderUsers();
    await waitFor(() => expect(screen.getByTestId('add-user').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('add-user'));
    const fields: Record<string, string> = {
      'user-username': 'carol',
      'user-first-name': 'Carol',
      'user-last-name': 'Danvers',
      'user-email': 'carol@example.com',
      'user-password': 'long-enough',
      'user-confirm': 'long-enough',
    };
    for (const [id, value] of Object.entries(fields)) {
      fireEvent.change(await screen.findByTestId(id), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByText('Select at least one role')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('edits a user without resending the password and shows server field errors', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/users/': () => json({ result: [BOB], count: 1 }),
      'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 1 }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'PUT /api/v1/security/users/2': () =>
        json(
          {
            message: 'Invalid request',
            errors: [{ message: 'Username already exists', error_type: 'X', extra: { field: 'username' } }],
          },
          400,
        ),
    });
    renderUsers();
    await waitFor(() => expect(screen.getByTestId('edit-user').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('edit-user'));
    fireEvent.change(await screen.findByTestId('user-username'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByText('Username already exists')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      username: 'admin',
      first_name: 'Bob',
      last_name: 'Builder',
      email: 'bob@example.com',
      active: true,
      roles: [3],
    });
  });

  it('asks before an admin removes their own Admin role, and saves only once confirmed', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/users/': () => json({ result: [SELF, BOB], count: 2 }),
      'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 2 }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'PUT /api/v1/security/users/1': () => json({ result: { ...SELF, roles: [{ id: 3, name: 'Gamma' }] } }),
    });
    renderUsers();
    await waitFor(() => expect(screen.getAllByTestId('edit-user')[0]?.hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getAllByTestId('edit-user')[0] as HTMLElement);
    await screen.findByTestId('user-form');
    removeRolePill('Admin');
    fireEvent.click(screen.getByTestId('user-save'));

    expect(await screen.findByText('Remove your own Admin role?')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ roles: [3] });
  });

  it('saves without asking when the Admin role is removed from another user', async () => {
    const other: User = { ...SELF, id: 2, username: 'root' };
    const { requests } = mockFetch({
      'GET /api/v1/security/users/': () => json({ result: [other], count: 1 }),
      'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 2 }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'PUT /api/v1/security/users/2': () => json({ result: { ...other, roles: [{ id: 3, name: 'Gamma' }] } }),
    });
    renderUsers();
    await waitFor(() => expect(screen.getByTestId('edit-user').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('edit-user'));
    await screen.findByTestId('user-form');
    removeRolePill('Admin');
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(screen.queryByText('Remove your own Admin role?')).toBeNull();
  });
});
