import { decodeRison, type ChartListItem } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch, type MockHandler, type RecordedRequest } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { asUser } from '../../../test-support/current-user';
import { ChartListPage } from './chart-list-page';

const chart = (id: number, name: string, extra: Partial<ChartListItem> = {}): ChartListItem => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  slice_name: name,
  description: null,
  viz_type: 'pie',
  datasource_id: 1,
  datasource_type: 'table',
  datasource_name_text: 'main.cars',
  datasource_url: null,
  params: '{}',
  cache_timeout: null,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
  dashboards: [],
  certified_by: null,
  certification_details: null,
  is_managed_externally: false,
  changed_on_delta_humanized: '2 hours ago',
  changed_on_utc: null,
  changed_on_dttm: null,
  changed_by: null,
  changed_by_name: 'Ada Admin',
  created_on_delta_humanized: '2 hours ago',
  created_by: null,
  last_saved_at: null,
  last_saved_by: null,
  thumbnail_url: null,
  url: `/explore/?slice_id=${id}`,
  slice_url: `/explore/?slice_id=${id}`,
  edit_url: `/chart/edit/${id}`,
  ...extra,
});

const CHARTS = [chart(1, 'Apple pie', { certified_by: 'Data team' }), chart(2, 'Delays', { viz_type: 'event_flow' })];

interface ListQ {
  filters?: { col: string; opr: string; value: unknown }[];
  order_column?: string;
  order_direction?: string;
  page?: number;
}

const qOf = (request: RecordedRequest): ListQ => {
  const raw = new URLSearchParams(request.path.split('?')[1] ?? '').get('q') ?? '()';
  return decodeRison(raw) as ListQ;
};

const listRequests = (requests: RecordedRequest[]): ListQ[] =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/chart/?')).map(qOf);

const handlers = (permissions: string[], extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  'GET /api/v1/chart/_info': () => json({ permissions }),
  'GET /api/v1/chart/': (request) => {
    const search = qOf(request).filters?.find((f) => f.opr === 'ct')?.value;
    const rows = typeof search === 'string' ? CHARTS.filter((c) => c.slice_name.includes(search)) : CHARTS;
    return json({ result: rows, count: rows.length === CHARTS.length ? 60 : rows.length, ids: rows.map((c) => c.id) });
  },
  'GET /api/v1/chart/favorite_status/': () => json({ result: CHARTS.map((c) => ({ id: c.id, value: false })) }),
  ...extra,
});

const renderCharts = () =>
  renderRoutes({ routes: [{ path: '/chart/list/', element: asUser(<ChartListPage />) }], initialPath: '/chart/list/' });

describe('ChartListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the newest charts first and sends the search as a ct filter', async () => {
    const { requests } = mockFetch(handlers(['can_read', 'can_write']));
    const view = renderCharts();
    expect(await screen.findByRole('link', { name: 'Apple pie' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apple pie' }).getAttribute('href')).toBe('/explore/?slice_id=1');
    // Superset's '+ Chart' opens the new-chart page for users who may write charts.
    expect(screen.getByRole('link', { name: '+ Chart' }).getAttribute('href')).toBe('/chart/add');
    expect(screen.getByTestId('certified-badge')).toBeTruthy();
    // Registered types show their name; a type this build lacks (imported from Superset) its key.
    expect(screen.getByRole('cell', { name: 'Pie Chart' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'event_flow' })).toBeTruthy();
    expect(listRequests(requests)[0]).toEqual({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    const search = screen.getByTestId('filter-search');
    fireEvent.change(search, { target: { value: 'Apple' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Delays' })).toBeNull());
    expect(listRequests(requests).at(-1)?.filters).toEqual([{ col: 'slice_name', opr: 'ct', value: 'Apple' }]);
    expect(view.router.state.location.search).toContain('q=');
  });

  it('sorts by a header click and changes page through the pagination', async () => {
    const { requests } = mockFetch(handlers(['can_read']));
    renderCharts();
    await screen.findByRole('link', { name: 'Apple pie' });
    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(listRequests(requests).at(-1)?.order_column).toBe('slice_name'));
    expect(listRequests(requests).at(-1)?.order_direction).toBe('asc');
    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(listRequests(requests).at(-1)?.order_direction).toBe('desc'));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.page).toBe(1));
    expect(screen.getByTestId('list-count').textContent).toBe('26-27 of 60');
  });

  it('marks a favourite with POST and removes it with DELETE', async () => {
    const { requests } = mockFetch(
      handlers(['can_read'], {
        'POST /api/v1/chart/1/favorites/': () => json({ result: 'OK' }),
        'DELETE /api/v1/chart/1/favorites/': () => json({ result: 'OK' }),
      }),
    );
    renderCharts();
    const star = await screen.findByRole('button', { name: 'Add Apple pie to favorites' });
    fireEvent.click(star);
    const remove = await screen.findByRole('button', { name: 'Remove Apple pie from favorites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(remove);
    await screen.findByRole('button', { name: 'Add Apple pie to favorites' });
    const writes = requests.filter((r) => r.path === '/api/v1/chart/1/favorites/').map((r) => r.method);
    expect(writes).toEqual(['POST', 'DELETE']);
  });

  it('bulk-deletes the selected charts after confirmation', async () => {
    const { requests } = mockFetch(
      handlers(['can_read', 'can_write'], { 'DELETE /api/v1/chart/': () => json({ message: 'Deleted 2 charts' }) }),
    );
    renderCharts();
    await screen.findByRole('link', { name: 'Apple pie' });
    fireEvent.click(screen.getByTestId('bulk-select'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Apple pie' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Delays' }));
    expect(screen.getByText('2 Selected')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('Please confirm')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete the selected charts?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByText('Deleted: Apple pie, Delays')).toBeTruthy();
    const deletion = requests.find((r) => r.method === 'DELETE');
    expect(decodeURIComponent(deletion?.path ?? '')).toBe('/api/v1/chart/?q=!(1,2)');
  });

  it('offers no edit, delete or bulk select without can_write', async () => {
    mockFetch(handlers(['can_read']));
    renderCharts();
    await screen.findByRole('link', { name: 'Apple pie' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Apple pie to favorites' })).toBeTruthy());
    expect(screen.queryByTestId('bulk-select')).toBeNull();
    expect(screen.queryByTestId('chart-add')).toBeNull();
    expect(screen.queryByTestId('row-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Apple pie' })).toBeNull();
  });

  it('shows the fetch error toast and the empty state when the list fails', async () => {
    mockFetch({
      'GET /api/v1/chart/_info': () => json({ permissions: [] }),
      'GET /api/v1/chart/': () => json({ message: 'boom' }, 500),
    });
    renderCharts();
    expect(await screen.findByText('An error occurred while fetching charts: boom')).toBeTruthy();
    expect(screen.getByTestId('empty-state').textContent).toBe('No charts yet');
  });
});
