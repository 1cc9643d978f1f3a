import type { MeRoles, RlsItem, Role } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { datasetRow } from '../../../test-support/features/dataset-editor/fixtures';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { RlsListPage } from './rls-list-page';

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
      ['can_read', 'RowLevelSecurity'],
      ['can_write', 'RowLevelSecurity'],
    ],
  },
  permissions: {},
};

const ROLES: Role[] = [
  { id: 3, name: 'Gamma', builtin: true, permissions: [], user_count: 1 },
  { id: 7, name: 'east_team', builtin: false, permissions: [], user_count: 1 },
];

const RULE: RlsItem = {
  id: 4,
  name: 'East only',
  description: null,
  filter_type: 'Regular',
  tables: [{ id: 11, schema: 'main', table_name: 'sales' }],
  roles: [{ id: 7, name: 'east_team' }],
  group_key: 'region',
  clause: "region = 'east'",
  changed_by: null,
  changed_on: null,
  changed_on_delta_humanized: 'a minute ago',
};

const BASE_HANDLERS = {
  'GET /api/v1/rowlevelsecurity/': () => json({ result: [RULE], count: 1, ids: [4] }),
  'GET /api/v1/dataset/': () => json({ result: [datasetRow(11, 'sales'), datasetRow(12, 'orders')], count: 2 }),
  'GET /api/v1/security/roles/': () => json({ result: ROLES, count: 2 }),
  'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
};

const renderPage = () =>
  renderRoutes({
    routes: [
      {
        path: '/rowlevelsecurity/list/',
        element: (
          <CurrentUserContext value={ADMIN}>
            <RlsListPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/rowlevelsecurity/list/',
  });

describe('RlsListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists rules and shows the server parser refusal under the clause field', async () => {
    const { requests } = mockFetch({
      ...BASE_HANDLERS,
      'PUT /api/v1/rowlevelsecurity/4': () =>
        json(
          {
            message: 'Invalid request',
            errors: [
              {
                message: 'clause: the SQL expression does not parse as one sqlite predicate: unexpected end',
                error_type: 'X',
                extra: { field: 'clause' },
              },
            ],
          },
          400,
        ),
    });
    renderPage();
    const row = await screen.findByTestId('rls-row');
    expect(within(row).getByText('East only')).toBeTruthy();
    expect(within(row).getByText('sales')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('edit-rls').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('edit-rls'));
    const clause = await screen.findByTestId('rls-clause');
    expect((clause as HTMLTextAreaElement).value).toBe("region = 'east'");
    fireEvent.change(clause, { target: { value: 'region =' } });
    fireEvent.click(screen.getByTestId('rls-save'));
    expect(
      await screen.findByText('the SQL expression does not parse as one sqlite predicate: unexpected end'),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'East only',
      filter_type: 'Regular',
      tables: [11],
      roles: [7],
      group_key: 'region',
      clause: 'region =',
      description: null,
    });
  });

  it('asks for a dataset and a clause before creating a rule', async () => {
    const { requests } = mockFetch(BASE_HANDLERS);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('add-rls').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('add-rls'));
    fireEvent.change(await screen.findByTestId('rls-name'), { target: { value: 'Tenant' } });
    fireEvent.click(screen.getByTestId('rls-save'));
    expect(await screen.findByText('Tables is required')).toBeTruthy();
    expect(screen.getByText('Clause is required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('searches by text and deletes the selected rules in one request', async () => {
    const { requests } = mockFetch({
      ...BASE_HANDLERS,
      'DELETE /api/v1/rowlevelsecurity/': () => json({ message: 'Deleted 1 rules' }),
    });
    renderPage();
    await screen.findByTestId('rls-row');
    fireEvent.change(screen.getByTestId('rls-search'), { target: { value: 'east' } });
    await waitFor(() => expect(requests.some((r) => decodeURIComponent(r.path).includes('value:east'))).toBe(true));
    fireEvent.click(screen.getByLabelText('Select East only'));
    fireEvent.click(await screen.findByTestId('rls-bulk-delete'));
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(decodeURIComponent(requests.find((r) => r.method === 'DELETE')?.path ?? '')).toBe(
      '/api/v1/rowlevelsecurity/?q=!(4)',
    );
  });

  it('previews the effective WHERE clause for a role and a dataset', async () => {
    mockFetch({
      ...BASE_HANDLERS,
      'GET /api/v1/rowlevelsecurity/preview/': () => json({ clause: "(region = 'east')" }),
    });
    renderPage();
    const preview = await screen.findByTestId('rls-preview');
    fireEvent.click(within(preview).getByTestId('rls-preview-role'));
    fireEvent.click(await screen.findByRole('option', { name: 'east_team' }));
    fireEvent.click(within(preview).getByTestId('rls-preview-dataset'));
    fireEvent.click(await screen.findByRole('option', { name: 'sales' }));
    expect((await screen.findByTestId('rls-preview-clause')).textContent).toBe("WHERE (region = 'east')");
  });
});
