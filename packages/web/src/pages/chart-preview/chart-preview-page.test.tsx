import type * as MantineHooks from '@mantine/hooks';
import type { MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { loadChartPlugin } from '../../charts/registry';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { ChartPreviewPage } from './chart-preview-page';

vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  // happy-dom lays nothing out: give the chart box a size.
  useElementSize: () => ({ ref: () => undefined, width: 800, height: 400 }),
}));

const me: MeRoles = {
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  roles: { Admin: [['can_read', 'Chart']] },
  permissions: {},
};

const NUM = 0;
const STR = 1;
const ALL = Array.from({ length: 35 }, (_, i) => ({ name: `row ${String(i).padStart(2, '0')}`, count: i }));

interface QueryBody {
  queries: { row_limit?: number; row_offset?: number; orderby?: [string, boolean][]; is_rowcount?: boolean }[];
}

/** A server over 35 rows: pages by row_offset/row_limit, sorts by orderby, counts for is_rowcount. */
const answer = (request: RecordedRequest) => {
  const { queries } = request.body as QueryBody;
  return json({
    result: queries.map((q) => {
      if (q.is_rowcount) return chartResult([{ rowcount: ALL.length }], { rowcount: NUM });
      const [order] = q.orderby ?? [];
      const sorted = order
        ? [...ALL].sort((a, b) => (order[0] === 'count' ? a.count - b.count : 0) * (order[1] ? 1 : -1))
        : ALL;
      const offset = q.row_offset ?? 0;
      return chartResult(sorted.slice(offset, offset + (q.row_limit ?? 0)), { name: STR, count: NUM });
    }),
  });
};

const formData = {
  viz_type: 'table',
  datasource: '1__table',
  query_mode: 'aggregate',
  groupby: ['name'],
  metrics: ['count'],
  server_pagination: true,
  server_page_length: 10,
  row_limit: 100,
};

const chartRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path === '/api/v1/chart/data').map((r) => (r.body as QueryBody).queries[0]);

const firstCells = () =>
  within(screen.getByRole('rowgroup'))
    .getAllByRole('row')
    .map((r) => within(r).getAllByRole('gridcell')[0]?.textContent);

describe('ChartPreviewPage with a server-paginated table', () => {
  beforeAll(async () => {
    await loadChartPlugin('table');
  });
  beforeEach(clearCsrfToken);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pages and sorts on the server through the chart host', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/me/roles/': () => json({ result: me }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /api/v1/chart/data': answer,
    });
    renderRoutes({
      routes: [{ path: '/chart/preview/', element: <ChartPreviewPage /> }],
      initialPath: `/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`,
    });
    // The aggregate table's default order: the first metric, descending.
    await waitFor(() => expect(firstCells()[0]).toBe('row 34'));
    expect(firstCells()).toHaveLength(10);
    expect(screen.getByText('35 rows')).toBeTruthy();
    expect(chartRequests(requests)).toMatchObject([{ row_limit: 10, row_offset: 0, orderby: [['count', false]] }]);

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(firstCells()[0]).toBe('row 14'));
    expect(chartRequests(requests).at(-1)).toMatchObject({ row_limit: 10, row_offset: 20 });
    expect(screen.getByRole('button', { name: '3' }).getAttribute('data-active')).toBe('true');

    // Sorting asks the server for the first page in the new order.
    fireEvent.click(screen.getByRole('columnheader', { name: /count/ }));
    await waitFor(() => expect(firstCells()[0]).toBe('row 00'));
    expect(chartRequests(requests).at(-1)).toMatchObject({ row_offset: 0, orderby: [['count', true]] });
    expect(screen.getByRole('columnheader', { name: /count/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: '1' }).getAttribute('data-active')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '4' }));
    await waitFor(() => expect(firstCells()).toEqual(['row 30', 'row 31', 'row 32', 'row 33', 'row 34']));
    expect(chartRequests(requests).at(-1)).toMatchObject({ row_limit: 10, row_offset: 30, orderby: [['count', true]] });
    expect(chartRequests(requests)).toHaveLength(4);
  });
});
