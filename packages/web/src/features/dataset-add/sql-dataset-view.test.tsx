import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { SqlDatasetView } from './sql-dataset-view';

const SQL = 'SELECT region, sold_at FROM sales';

const renderView = () =>
  renderRoutes({
    routes: [{ path: '/dataset/add/', element: <SqlDatasetView initialDatabaseId={1} onCancel={vi.fn()} /> }],
    initialPath: '/dataset/add/',
  });

describe('SqlDatasetView', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('runs the SQL for a preview, then saves it as a virtual dataset and opens explore', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'GET /api/v1/database/': () => json({ result: [{ id: 1, database_name: 'examples' }], count: 1 }),
      'GET /api/v1/database/1/schemas/': () => json({ result: ['main'] }),
      'POST /api/v1/dataset/sql_preview/': () =>
        json({
          columns: [
            { name: 'region', type: 'VARCHAR', is_dttm: false },
            { name: 'sold_at', type: 'TIMESTAMP', is_dttm: true },
          ],
          data: [{ region: 'north', sold_at: Date.UTC(2024, 0, 31, 12) }],
          row_limit: 100,
        }),
      'POST /api/v1/dataset/': () => json({ id: 21, result: { id: 21 } }, 201),
    });
    renderView();
    const save = screen.getByTestId('sql-dataset-create');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('sql-dataset-sql'), { target: { value: SQL } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const results = await screen.findByRole('table', { name: 'Results' });
    expect(within(results).getByText('north')).toBeTruthy();
    expect(within(results).getByText('2024-01-31 12:00:00')).toBeTruthy();
    const preview = requests.find((r) => r.path === '/api/v1/dataset/sql_preview/');
    // The schema starts on the database's only one.
    await waitFor(() => expect(preview?.body).toMatchObject({ database: 1, sql: SQL }));
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('sql-dataset-name'), { target: { value: 'north_sales' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await screen.findByTestId('location');
    expect(screen.getByTestId('location').textContent).toBe('/explore/?datasource_type=table&datasource_id=21');
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/v1/dataset/');
    expect(post?.body).toEqual({ database: 1, schema: 'main', table_name: 'north_sales', sql: SQL });
  });

  it("shows the server's refusal of the SQL", async () => {
    mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'GET /api/v1/database/': () => json({ result: [{ id: 1, database_name: 'examples' }], count: 1 }),
      'GET /api/v1/database/1/schemas/': () => json({ result: ['main'] }),
      'POST /api/v1/dataset/sql_preview/': () => json({ message: 'sql: Only SELECT statements are allowed' }, 422),
    });
    renderView();
    fireEvent.change(screen.getByTestId('sql-dataset-sql'), { target: { value: 'DELETE FROM sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByTestId('sql-preview-error')).textContent).toContain(
      'Only SELECT statements are allowed',
    );
  });
});
