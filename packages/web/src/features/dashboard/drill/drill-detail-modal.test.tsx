import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../api/client';
import { json, mockFetch } from '../../../../test-support/mock-fetch';
import { renderRoutes } from '../../../../test-support/render';
import { DrillDetailModal } from './drill-detail-modal';

const MARCH_5 = Date.UTC(2024, 2, 5, 14, 30);

/** 120 rows behind the clicked mark, answered 50 a page as /datasource/samples does. */
const samplesPage = (page: number) => {
  const first = (page - 1) * 50;
  const count = Math.max(0, Math.min(50, 120 - first));
  return json({
    result: {
      data: Array.from({ length: count }, (_, i) => ({ origin: 'SEA', date: MARCH_5 + (first + i) * 86_400_000 })),
      colnames: ['origin', 'date'],
      coltypes: [1, 2],
      rowcount: count,
      total_count: 120,
      page,
      per_page: 50,
    },
  });
};

describe('DrillDetailModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it('pages the samples 50 at a time with the chart and mark filters, showing dates, verbose names and the total', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /datasource/samples': (req) => samplesPage(Number(new URL(`http://x${req.path}`).searchParams.get('page'))),
    });
    renderRoutes({
      initialPath: '/',
      routes: [
        {
          path: '/',
          element: (
            <DrillDetailModal
              title="Flights"
              datasetId={7}
              formData={{ viz_type: 'pie', datasource: '7__table' }}
              query={{ filters: [{ col: 'delay', op: '>', val: 0 }] }}
              filters={[{ col: 'origin', op: 'IN', val: ['SEA'] }]}
              verboseMap={{ origin: 'Origin', date: 'Departure' }}
              formatValue={(_, v) => String(v)}
              onClose={() => undefined}
            />
          ),
        },
      ],
    });
    const table = await screen.findByTestId('chart-rows-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Origin', 'Departure']);
    expect(within(table).getByText('2024-03-05 14:30:00')).toBeTruthy();
    expect(screen.getByTestId('drill-detail-filters').textContent).toBe('Origin: SEA');
    expect(screen.getByTestId('drill-detail-count').textContent).toBe('120 rows');
    const first = requests.find((r) => r.path.startsWith('/datasource/samples'));
    expect(first?.path).toBe('/datasource/samples?datasource_id=7&datasource_type=table&page=1&per_page=50');
    expect(first?.body).toEqual({
      filters: [
        { col: 'delay', op: '>', val: 0 },
        { col: 'origin', op: 'IN', val: ['SEA'] },
      ],
    });

    fireEvent.click(within(screen.getByTestId('drill-detail-pager')).getByRole('button', { name: '3' }));
    await waitFor(() => expect(requests.map((r) => r.path).join(' ')).toContain('page=3'));
    await waitFor(() => expect(within(screen.getByTestId('chart-rows-table')).getAllByRole('row')).toHaveLength(21));
    expect(requests.at(-1)?.path).toContain('page=3&per_page=50');
  });
});
