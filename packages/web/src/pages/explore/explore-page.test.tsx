import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { dataResult, exploreResult, makeSlice } from '../../../test-support/features/explore/fixtures';
import { user } from '../../../test-support/features/explore/render';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { ExplorePage } from './explore-page';

const renderPage = (path: string) =>
  renderRoutes({
    routes: ['/explore/', '/superset/explore/p/:key/'].map((route) => ({
      path: route,
      element: (
        <CurrentUserContext value={user(1)}>
          <ExplorePage />
        </CurrentUserContext>
      ),
    })),
    initialPath: path,
  });

/** Hydration loads the plugin chunk and several API answers: generous under a busy test run. */
const SLOW = { timeout: 5000 };

describe('explore page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it('warns when neither a dataset nor a chart is given', () => {
    const { fetchMock } = mockFetch({});
    renderPage('/explore/?viz_type=pie');
    expect(screen.getByText('Missing URL parameters')).toBeTruthy();
    expect(screen.getByText('The URL is missing the dataset_id or slice_id parameters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a saved chart, hydrates its controls and runs its query', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/explore/': () =>
        json({
          result: exploreResult({
            form_data: { viz_type: 'pie', metric: 'count', groupby: ['origin', 'gone'], slice_id: 12 },
            slice: makeSlice({ slice_name: 'Flights pie' }),
          }),
        }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /api/v1/chart/data': () => json({ result: [dataResult([{ origin: 'SEA', count: 3 }])] }),
      'GET /api/v1/chart/favorite_status/': () => json({ result: [{ id: 12, value: true }] }),
    });
    renderPage('/explore/?slice_id=12');
    await waitFor(() => expect(screen.getByTestId('chart-title').textContent).toBe('Flights pie'), SLOW);
    expect(screen.getByTestId('dataset-title').textContent).toBe('flights');
    expect(requests[0]?.path).toBe('/api/v1/explore/?slice_id=12');
    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/chart/data')).toBe(true), SLOW);
    const query = requests.find((r) => r.path === '/api/v1/chart/data')?.body as { form_data: Record<string, unknown> };
    expect(query.form_data).toMatchObject({ viz_type: 'pie', groupby: ['origin'], time_range: 'No filter' });
    expect(screen.getByRole('button', { name: 'Pie Chart', pressed: true })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unselect as favorite' })).toBeTruthy(), SLOW);
  });

  it('reads a permalink key from the path', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/explore/': () => json({ message: 'Not found' }, 404),
    });
    renderPage('/superset/explore/p/abc123/');
    await waitFor(() => expect(screen.getByTestId('error-state')).toBeTruthy(), SLOW);
    expect(requests[0]?.path).toBe('/api/v1/explore/?permalink_key=abc123');
  });
});
