import type { DashboardListItem, MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { asUser, TEST_ADMIN } from '../../../test-support/current-user';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { DashboardListPage } from './dashboard-list-page';

const dashboard = (id: number, title: string, ownerId: number): DashboardListItem => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  dashboard_title: title,
  slug: null,
  url: `/superset/dashboard/${id}/`,
  published: true,
  status: 'published',
  certified_by: null,
  certification_details: null,
  owners: [{ id: ownerId, first_name: 'Owner', last_name: String(ownerId) }],
  roles: [],
  changed_by: null,
  changed_by_name: '',
  changed_on_delta_humanized: 'now',
  changed_on_utc: null,
  created_by: null,
  created_on_delta_humanized: 'now',
  thumbnail_url: null,
  json_metadata: null,
  position_json: null,
  css: null,
  is_managed_externally: false,
});

const ALPHA: MeRoles = { ...TEST_ADMIN, id: 7, username: 'alice', roles: { Alpha: [] } };

const render = (user = ALPHA) => {
  const { requests } = mockFetch({
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    'GET /api/v1/dashboard/_info': () => json({ permissions: ['can_read', 'can_write'] }),
    'GET /api/v1/dashboard/': () =>
      json({ result: [dashboard(1, 'Mine', 7), dashboard(2, 'Theirs', 3)], count: 2, ids: [1, 2] }),
    'GET /api/v1/dashboard/favorite_status/': () => json({ result: [] }),
    'DELETE /api/v1/dashboard/': () => json({ message: 'Deleted 1 dashboard' }),
  });
  renderRoutes({
    routes: [{ path: '/dashboard/list/', element: asUser(<DashboardListPage />, user) }],
    initialPath: '/dashboard/list/',
  });
  return requests;
};

const rowOf = async (title: string): Promise<HTMLElement> => {
  const cell = await screen.findByText(title);
  const row = cell.closest('tr');
  if (row === null) throw new Error(`no row for ${title}`);
  return row;
};

describe('DashboardListPage (issue D 11)', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers edit and delete only on the dashboards the user owns', async () => {
    render();
    expect(within(await rowOf('Mine')).queryByLabelText('Delete Mine')).not.toBeNull();
    expect(within(await rowOf('Theirs')).queryByLabelText('Delete Theirs')).toBeNull();
  });

  it('offers them on every dashboard to an admin', async () => {
    render(TEST_ADMIN);
    expect(within(await rowOf('Theirs')).queryByLabelText('Delete Theirs')).not.toBeNull();
  });

  it('leaves dashboards the user does not own out of a bulk delete', async () => {
    const requests = render();
    await rowOf('Theirs');
    fireEvent.click(screen.getByTestId('bulk-select'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mine' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Theirs' }));
    fireEvent.click(screen.getByTestId('bulk-delete'));
    fireEvent.click(await screen.findByTestId('confirm-submit'));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    const deleted = requests.find((r) => r.method === 'DELETE');
    expect(decodeURIComponent(deleted?.path ?? '')).toBe('/api/v1/dashboard/?q=!(1)');
  });
});
