import type { MeRoles } from '@tessera/core';
import { decodeRison } from '@tessera/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { json, mockFetch, type MockHandler, type RecordedRequest } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { WelcomePage } from './welcome-page';

const ME: MeRoles = {
  id: 7,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  roles: { Gamma: [['can_read', 'Chart']] },
  permissions: {},
};

const chart = (id: number, name: string, changed: string) => ({
  id,
  slice_name: name,
  url: `/explore/?slice_id=${id}`,
  changed_on_utc: changed,
  changed_on_delta_humanized: '2 hours ago',
});
const dashboard = (id: number, title: string, changed: string) => ({
  id,
  dashboard_title: title,
  url: `/tessera/dashboard/${id}/`,
  changed_on_utc: changed,
  changed_on_delta_humanized: '3 days ago',
});

interface ListQ {
  filters?: { col: string; opr: string; value: unknown }[];
  page_size?: number;
}
const qOf = (request: RecordedRequest): ListQ =>
  decodeRison(new URLSearchParams(request.path.split('?')[1] ?? '').get('q') ?? '()') as ListQ;
const firstFilter = (request: RecordedRequest) => qOf(request).filters?.[0];

const VIEWED = [
  {
    action: 'explore',
    item_title: 'Delays by origin',
    item_type: 'slice',
    item_url: '/explore/?slice_id=4',
    time: 1_700_000_000_000,
    time_delta_humanized: '5 minutes ago',
  },
  {
    action: 'dashboard',
    item_title: 'Ops board',
    item_type: 'dashboard',
    item_url: '/tessera/dashboard/ops/',
    time: 1_690_000_000_000,
    time_delta_humanized: '2 days ago',
  },
];

const handlers = (extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/v1/log/recent_activity/': () => json({ result: VIEWED }),
  'GET /api/v1/chart/': (request) => {
    const filter = firstFilter(request);
    if (filter?.col === 'changed_by')
      return json({ result: [chart(1, 'Edited pie', '2024-01-02T00:00:00+00:00')], count: 1 });
    if (filter?.col === 'created_by') return json({ result: [], count: 0 });
    if (filter?.opr === 'chart_is_favorite')
      return json({ result: [chart(2, 'Favourite bar', '2024-01-01T00:00:00+00:00')], count: 1 });
    return json({ result: [chart(3, 'My line', '2024-01-01T00:00:00+00:00')], count: 1 });
  },
  'GET /api/v1/dashboard/': (request) => {
    const filter = firstFilter(request);
    if (filter?.col === 'changed_by')
      return json({ result: [dashboard(5, 'Edited board', '2024-01-03T00:00:00+00:00')], count: 1 });
    if (filter?.col === 'created_by') return json({ result: [], count: 0 });
    if (filter?.col === 'slug' && filter.opr === 'in')
      return json({ result: [dashboard(7, 'Chart gallery', '2024-01-04T00:00:00+00:00')], count: 1 });
    return json({ result: [], count: 0 });
  },
  ...extra,
});

const ADMIN_ME: MeRoles = { ...ME, id: 1, username: 'admin', roles: { Admin: [['can_read', 'Chart']] } };

const FAILED_EXAMPLES = {
  result: { status: 'failed', tables: 0, error: 'IO Error: Cannot open file "/srv/tessera/examples.duckdb"' },
};

const renderHome = (me: MeRoles = ME) =>
  renderRoutes({
    routes: [
      {
        path: '/tessera/welcome/',
        element: (
          <CurrentUserContext value={me}>
            <WelcomePage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/tessera/welcome/',
  });

const section = (testId: string) => within(screen.getByTestId(testId));

describe('WelcomePage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('greets the user and lists recently viewed items linking to explore and the dashboard', async () => {
    const { requests } = mockFetch(handlers());
    renderHome();
    expect(screen.getByTestId('page-title').textContent).toBe('Welcome, Ada Lovelace');
    const viewed = await screen.findByTestId('recent-viewed');
    expect(within(viewed).getByRole('link', { name: 'Delays by origin' }).getAttribute('href')).toBe(
      '/explore/?slice_id=4',
    );
    expect(within(viewed).getByRole('link', { name: 'Ops board' }).getAttribute('href')).toBe(
      '/tessera/dashboard/ops/',
    );
    expect(within(viewed).getByText('Viewed 5 minutes ago')).toBeTruthy();
    const recent = requests.find((r) => r.path.startsWith('/api/v1/log/recent_activity/'));
    expect(recent && qOf(recent)).toEqual({ page: 0, page_size: 5, distinct: true });
  });

  it('switches to Edited and Created, asking for my charts and dashboards newest first', async () => {
    const { requests } = mockFetch(handlers());
    renderHome();
    await screen.findByTestId('recent-viewed');
    fireEvent.click(section('home-recents').getByRole('tab', { name: 'Edited' }));
    const edited = await screen.findByTestId('recent-edited');
    const links = within(edited)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Edited board', 'Edited pie']);
    const editedQueries = requests.filter((r) => firstFilter(r)?.col === 'changed_by').map(qOf);
    expect(editedQueries).toHaveLength(2);
    expect(editedQueries[0]).toMatchObject({
      filters: [{ col: 'changed_by', opr: 'rel_o_m', value: 7 }],
      page_size: 3,
    });
    fireEvent.click(section('home-recents').getByRole('tab', { name: 'Created' }));
    expect(await screen.findByTestId('recent-created-empty')).toBeTruthy();
  });

  it('shows favourites and my items in the Charts section, with empty states', async () => {
    const { requests } = mockFetch(handlers());
    renderHome();
    const charts = section('home-charts');
    const favorite = await charts.findByRole('link', { name: 'Favourite bar' });
    expect(favorite.getAttribute('href')).toBe('/explore/?slice_id=2');
    expect(await section('home-dashboards').findByText("You don't have any favorite dashboards yet!")).toBeTruthy();
    fireEvent.click(charts.getByRole('tab', { name: 'Mine' }));
    expect(await charts.findByRole('link', { name: 'My line' })).toBeTruthy();
    const mine = requests.filter((r) => r.path.startsWith('/api/v1/chart/?') && firstFilter(r)?.col === 'owners');
    expect(mine.map(firstFilter)).toEqual([{ col: 'owners', opr: 'rel_m_m', value: 7 }]);
  });

  it('lists the example dashboards the viewer may read in an Examples section (issue D 13)', async () => {
    const { requests } = mockFetch(handlers());
    renderHome();
    expect(await section('home-examples').findByRole('link', { name: 'Chart gallery' })).toBeTruthy();
    const asked = requests.find((r) => r.path.startsWith('/api/v1/dashboard/') && firstFilter(r)?.col === 'slug');
    expect(firstFilter(asked as RecordedRequest)).toEqual({
      col: 'slug',
      opr: 'in',
      value: ['flights-operations', 'seattle-weather', 'markets', 'chart-gallery', 'maps-and-tables'],
    });
  });

  it('shows no Examples section when no example dashboard is readable', async () => {
    mockFetch(handlers({ 'GET /api/v1/dashboard/': () => json({ result: [], count: 0 }) }));
    renderHome();
    await section('home-dashboards').findByText("You don't have any favorite dashboards yet!");
    expect(screen.queryByTestId('home-examples')).toBeNull();
  });

  it("shows the spec's error texts with the server message", async () => {
    mockFetch(
      handlers({
        'GET /api/v1/log/recent_activity/': () => json({ message: 'Log store is down' }, 500),
        'GET /api/v1/dashboard/': () => json({ message: 'Forbidden' }, 403),
      }),
    );
    renderHome();
    expect(
      await section('home-recents').findByText('There was an error fetching your recent activity: Log store is down'),
    ).toBeTruthy();
    expect(
      await section('home-dashboards').findByText('An error occurred while fetching dashboards: Forbidden'),
    ).toBeTruthy();
  });

  it('tells an admin why the example data could not be loaded', async () => {
    mockFetch(handlers({ 'GET /api/v1/examples/status/': () => json(FAILED_EXAMPLES) }));
    renderHome(ADMIN_ME);
    const notice = await screen.findByTestId('examples-notice');
    expect(notice.textContent).toContain(
      'The example data could not be loaded: IO Error: Cannot open file "/srv/tessera/examples.duckdb"',
    );
  });

  it('shows an admin no notice once the examples are loaded', async () => {
    const { requests } = mockFetch(
      handlers({
        'GET /api/v1/examples/status/': () => json({ result: { status: 'loaded', tables: 9, error: null } }),
      }),
    );
    renderHome(ADMIN_ME);
    await screen.findByTestId('recent-viewed');
    await vi.waitFor(() => expect(requests.some((r) => r.path === '/api/v1/examples/status/')).toBe(true));
    expect(screen.queryByTestId('examples-notice')).toBeNull();
  });

  it('shows a Gamma user nothing and does not ask for the status', async () => {
    const { requests } = mockFetch(handlers({ 'GET /api/v1/examples/status/': () => json(FAILED_EXAMPLES) }));
    renderHome(ME);
    await screen.findByTestId('recent-viewed');
    expect(screen.queryByTestId('examples-notice')).toBeNull();
    expect(requests.some((r) => r.path.startsWith('/api/v1/examples/'))).toBe(false);
  });
});
