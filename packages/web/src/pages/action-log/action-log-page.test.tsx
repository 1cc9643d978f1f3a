import type { ActionLogItem, MeRoles, User } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../session/current-user';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { ActionLogPage } from './action-log-page';
import { actionLogQuery, NO_FILTERS } from './action-log-query';

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
      ['can_read', 'Log'],
      ['can_read', 'User'],
    ],
  },
  permissions: {},
};

const ALICE: User = {
  id: 7,
  username: 'alice',
  first_name: 'Alice',
  last_name: 'A',
  email: 'alice@example.com',
  active: true,
  roles: [{ id: 2, name: 'Alpha' }],
  created_on: null,
  changed_on: null,
  last_login: null,
};

const item = (id: number, action: string): ActionLogItem => ({
  id,
  action,
  dttm: '2026-03-02T08:05:00.000Z',
  user_id: 7,
  user: { username: 'alice' },
  json: JSON.stringify({ path: `/api/v1/dashboard/${id}`, status: 200 }),
  dashboard_id: id,
  slice_id: null,
  duration_ms: 12,
  referrer: null,
});

const renderPage = () =>
  renderRoutes({
    routes: [
      {
        path: '/actionlog/list/',
        element: (
          <CurrentUserContext value={ADMIN}>
            <ActionLogPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/actionlog/list/',
  });

const logQueries = (requests: RecordedRequest[]): string[] =>
  requests
    .filter((r) => r.path.startsWith('/api/v1/log/'))
    .map((r) => decodeURIComponent(r.path.split('?q=')[1] ?? ''));

describe('ActionLogPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the writes with the time in the viewer’s zone, pages, and filters by action from page 0', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/log/': (_r, calls) =>
        json({
          count: 60,
          ids: [],
          result: calls === 0 ? [item(3, 'PUT /api/v1/dashboard/:pk')] : [item(4, 'POST /api/v1/dashboard/')],
        }),
      'GET /api/v1/security/users/': () => json({ result: [ALICE], count: 1 }),
    });
    renderPage();
    const rows = await screen.findAllByTestId('action-log-row');
    expect(rows[0]?.textContent).toContain('PUT /api/v1/dashboard/:pk');
    expect(rows[0]?.textContent).toContain('/api/v1/dashboard/3');
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-03-02T08:05:00.000Z'),
    );
    expect(rows[0]?.querySelector('time')?.textContent).toBe(expected);
    expect(screen.getByTestId('action-log-count').textContent).toBe('Actions: 60');

    fireEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(logQueries(requests).at(-1)).toContain('page:1'));
    fireEvent.change(screen.getByTestId('action-log-action'), { target: { value: 'POST' } });
    await waitFor(() => expect(logQueries(requests).at(-1)).toBe('(action:POST,page:0,page_size:25)'));
  });

  it('turns the chosen days into instants at the viewer’s midnights', () => {
    const q = actionLogQuery({ ...NO_FILTERS, userId: 7, from: '2026-03-01', to: '2026-03-02' }, 2);
    expect(q).toEqual({
      page: 2,
      page_size: 25,
      user_id: 7,
      since: new Date(2026, 2, 1).toISOString(),
      until: new Date(2026, 2, 3).toISOString(),
    });
    expect(actionLogQuery({ ...NO_FILTERS, action: '  ', from: 'nonsense' }, 0)).toEqual({ page: 0, page_size: 25 });
  });
});
