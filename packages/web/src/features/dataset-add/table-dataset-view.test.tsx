import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch, type MockHandler } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { datasetAddKeys } from './dataset-add-api';
import { TableDatasetView } from './table-dataset-view';

const handlers = (extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
  'GET /api/v1/database/': () => json({ result: [{ id: 1, database_name: 'examples', backend: 'duckdb' }], count: 1 }),
  'GET /api/v1/database/1/schemas/': () => json({ result: ['information_schema', 'main'] }),
  'GET /api/v1/database/1/tables/': () =>
    json({
      count: 2,
      result: [
        { value: 'cars', type: 'table', extra: null },
        { value: 'flights', type: 'table', extra: null },
      ],
    }),
  'GET /api/v1/dataset/': () => json({ result: [{ id: 9, table_name: 'flights' }], count: 1 }),
  'GET /api/v1/database/1/table_metadata/': (request) => {
    const name = new URLSearchParams(request.path.split('?')[1]).get('name') ?? '';
    return json({
      name,
      schema: 'main',
      columns: [
        { name: 'Name', type: 'VARCHAR', longType: 'VARCHAR', keys: [], comment: null },
        { name: 'Horsepower', type: 'DOUBLE', longType: 'DOUBLE', keys: [], comment: null },
      ],
      selectStar: '',
      primaryKey: null,
      foreignKeys: [],
      indexes: [],
      comment: null,
    });
  },
  ...extra,
});

const renderView = (initialPath = '/dataset/add/?database=1') =>
  renderRoutes({
    routes: [
      {
        path: '/dataset/add/',
        element: <TableDatasetView onCreateFromSql={vi.fn()} onCancel={vi.fn()} />,
      },
    ],
    initialPath,
  });

describe('TableDatasetView', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts on the main schema, searches tables, previews columns and creates the dataset', async () => {
    const { requests } = mockFetch(
      handlers({ 'POST /api/v1/dataset/': () => json({ id: 12, result: { id: 12, table_name: 'cars' } }, 201) }),
    );
    renderView();
    await screen.findByRole('option', { name: /flights/ });
    const list = screen.getByRole('listbox', { name: 'Tables' });
    expect(requests.some((r) => r.path.startsWith('/api/v1/database/1/tables/?q=(schema_name:main)'))).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Search tables'), { target: { value: 'CAR' } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cars']);
    expect(screen.getByTestId('dataset-add-create').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(list).getByRole('option', { name: /cars/ }));
    const columns = await screen.findByRole('table', { name: 'Table columns' });
    expect(within(columns).getByText('Horsepower')).toBeTruthy();
    expect(within(columns).getByText('DOUBLE')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dataset-add-create'));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/explore/?datasource_type=table&datasource_id=12');
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/v1/dataset/');
    expect(post?.body).toEqual({ database: 1, schema: 'main', table_name: 'cars' });
  });

  it('shows that a table already has a dataset, links to it and does not create a second', async () => {
    mockFetch(handlers());
    renderView();
    fireEvent.click(await screen.findByRole('option', { name: /flights/ }));
    const notice = await screen.findByTestId('dataset-exists');
    expect(notice.textContent).toContain('This table already has a dataset');
    expect(within(notice).getByRole('link', { name: 'View Dataset' }).getAttribute('href')).toBe(
      '/explore/?datasource_type=table&datasource_id=9',
    );
    await waitFor(() => expect(screen.getByTestId('dataset-add-create').hasAttribute('disabled')).toBe(true));
  });

  it('keeps the typed database search when the databases come again equal but new', async () => {
    const databases = () =>
      json({
        result: [
          { id: 1, database_name: 'examples', backend: 'duckdb' },
          { id: 2, database_name: 'analytics', backend: 'postgresql' },
        ],
        count: 2,
      });
    const { requests } = mockFetch(handlers({ 'GET /api/v1/database/': databases }));
    const { queryClient } = renderView('/dataset/add/');
    const input = screen.getByRole('combobox', { name: 'Database' });
    await waitFor(() => expect(queryClient.getQueryData(datasetAddKeys.databases)).toBeDefined());
    (input as HTMLInputElement).focus();
    fireEvent.change(input, { target: { value: 'ana' } });
    expect((input as HTMLInputElement).value).toBe('ana');
    await queryClient.refetchQueries({ queryKey: datasetAddKeys.databases });
    await queryClient.refetchQueries({ queryKey: datasetAddKeys.databases });
    expect(requests.filter((r) => r.path.startsWith('/api/v1/database/?')).length).toBeGreaterThanOrEqual(3);
    expect((input as HTMLInputElement).value).toBe('ana');
  });

  it('keeps the choice in the URL, so a reload or a remount comes back to it', async () => {
    mockFetch(handlers());
    const first = renderView();
    fireEvent.click(await screen.findByRole('option', { name: /^cars/ }));
    await screen.findByRole('table', { name: 'Table columns' });
    const search = first.router.state.location.search;
    expect(new URLSearchParams(search).get('table')).toBe('cars');
    expect(new URLSearchParams(search).get('schema')).toBe('main');
    first.unmount();
    renderView(`/dataset/add/${search}`);
    const columns = await screen.findByRole('table', { name: 'Table columns' });
    expect(within(columns).getByText('Horsepower')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Schema' }) as HTMLInputElement).value).toBe('main');
    expect((screen.getByRole('combobox', { name: 'Database' }) as HTMLInputElement).value).toBe('examples');
  });
});
