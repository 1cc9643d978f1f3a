import { decodeRison, type ChartListItem } from '@tessera/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { ChartListPage } from './chart-list-page';

const LONG_NAME = 'x'.repeat(250);

const chart = (id: number, name: string): ChartListItem => ({
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
  owners: [],
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
});

const pageOf = (request: RecordedRequest): number => {
  const raw = new URLSearchParams(request.path.split('?')[1] ?? '').get('q') ?? '()';
  return (decodeRison(raw) as { page?: number }).page ?? 0;
};

/** 25 charts in all: page index 1 is past the end, as after deleting the one row of page 2. */
const serve = () =>
  mockFetch({
    'GET /api/v1/chart/_info': () => json({ permissions: ['can_read', 'can_write'] }),
    'GET /api/v1/chart/': (request) =>
      pageOf(request) === 0
        ? json({ result: [chart(1, 'Apple pie'), chart(2, LONG_NAME)], count: 25, ids: [1, 2] })
        : json({ result: [], count: 25, ids: [] }),
    'GET /api/v1/chart/favorite_status/': () => json({ result: [] }),
  });

const renderAt = (path: string) =>
  renderRoutes({ routes: [{ path: '/chart/list/', element: <ChartListPage /> }], initialPath: path });

describe('ChartListPage paging', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes back to the last page with rows instead of "No charts yet" and "26-25 of 25"', async () => {
    const { requests } = serve();
    const view = renderAt('/chart/list/?q=(page:1)');
    expect(await screen.findByRole('link', { name: 'Apple pie' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('empty-state')).toBeNull();
    expect(screen.getByTestId('list-count').textContent).toBe('1-2 of 25');
    expect(view.router.state.location.search).toBe('');
    const pages = requests.filter((r) => r.path.startsWith('/api/v1/chart/?')).map(pageOf);
    expect(pages).toEqual([1, 0]);
  });

  it('truncates a long name and shows it whole in a tooltip', async () => {
    serve();
    renderAt('/chart/list/');
    const link = await screen.findByRole('link', { name: LONG_NAME }, { timeout: 5000 });
    // One line, cut with an ellipsis (Mantine's truncate), instead of a 250-character-wide cell.
    expect(link.getAttribute('data-truncate')).toBe('end');
    fireEvent.mouseEnter(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe(LONG_NAME);
  });
});
