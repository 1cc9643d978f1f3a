import { notifications } from '@mantine/notifications';
import { decodeRison, type DatabaseListItem, type MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { CurrentUserContext } from '../../session/current-user';
import { AVAILABLE, STORED } from '../../../test-support/features/database-connection/fixtures';
import { json, mockFetch, type MockHandler, type RecordedRequest } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { DatabaseListPage } from './database-list-page';

const ADA = { id: 1, first_name: 'Ada', last_name: 'Admin' };

const row = (id: number, name: string, extra: Partial<DatabaseListItem> = {}): DatabaseListItem => ({
  ...STORED,
  id,
  database_name: name,
  changed_on_delta_humanized: '2 hours ago',
  changed_by: ADA,
  created_by: ADA,
  ...extra,
});

interface ListQ {
  filters?: { col: string; opr: string; value: unknown }[];
  order_column?: string;
  order_direction?: string;
}

const qOf = (request: RecordedRequest): ListQ =>
  decodeRison(new URLSearchParams(request.path.split('?')[1] ?? '').get('q') ?? '()') as ListQ;

const listRequests = (requests: RecordedRequest[]): ListQ[] =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/database/?')).map(qOf);

const handlers = (permissions: string[], rows: () => DatabaseListItem[]): Record<string, MockHandler> => ({
  'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
  'GET /api/v1/database/_info': () => json({ permissions }),
  'GET /api/v1/database/': () => json({ result: rows(), count: rows().length, ids: rows().map((r) => r.id) }),
  'GET /api/v1/database/available/': () => json({ databases: AVAILABLE }),
  'POST /api/v1/database/validate_parameters/': () => json({ message: 'OK' }),
});

const ADMIN: MeRoles = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'a@x.io',
  is_active: true,
  is_anonymous: false,
  roles: { Admin: [['can_write', 'Dataset']] },
  permissions: {},
};

const renderList = () =>
  renderRoutes({
    routes: [
      {
        path: '/databaseview/list/',
        element: (
          <CurrentUserContext value={ADMIN}>
            <DatabaseListPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: '/databaseview/list/',
  });

describe('DatabaseListPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows Superset's columns and flags, newest first, with the yes/no filters", async () => {
    const rows = [row(1, 'warehouse', { allow_dml: true }), row(2, 'examples', { backend: 'duckdb' })];
    const { requests } = mockFetch(handlers(['can_read', 'can_write', 'can_export'], () => rows));
    renderList();
    const [first] = await screen.findAllByTestId('list-row');
    const header = screen.getByTestId('list-table').querySelector('thead')?.textContent ?? '';
    for (const title of [
      'Name',
      'Backend',
      'AQE',
      'DML',
      'CSV upload',
      'Expose in SQL Lab',
      'Created by',
      'Last modified',
    ]) {
      expect(header).toContain(title);
    }
    const cells = within(first as HTMLElement);
    expect(cells.getByText('warehouse')).toBeTruthy();
    expect(cells.getByText('postgresql')).toBeTruthy();
    expect(cells.getByText('Ada Admin')).toBeTruthy();
    // AQE off, DML on, CSV upload on, exposed in SQL Lab.
    expect(cells.getAllByRole('img').map((node) => node.getAttribute('aria-label'))).toEqual([
      'No',
      'Yes',
      'Yes',
      'Yes',
    ]);
    expect(screen.queryByTestId('view-mode')).toBeNull();
    expect(listRequests(requests)[0]).toMatchObject({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      filters: [],
    });

    fireEvent.click(screen.getByLabelText('DML', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.filters).toEqual([{ col: 'allow_dml', opr: 'eq', value: true }]),
    );
  });

  it('hides + Database and the row actions from users who may only read', async () => {
    mockFetch(handlers(['can_read'], () => [row(1, 'warehouse')]));
    renderList();
    await screen.findByText('warehouse');
    expect(screen.queryByTestId('database-add')).toBeNull();
    expect(screen.queryByTestId('row-actions')).toBeNull();
  });

  it('connects a database from + Database and reloads the list', async () => {
    const rows = [row(1, 'warehouse')];
    const { requests } = mockFetch({
      ...handlers(['can_read', 'can_write'], () => rows),
      'POST /api/v1/database/': (request) => {
        const created = row(5, (request.body as { database_name: string }).database_name, { backend: 'sqlite' });
        rows.push(created);
        return json({ id: 5, result: created }, 201);
      },
    });
    renderList();
    await screen.findByText('warehouse');
    fireEvent.click(screen.getByTestId('database-add'));
    fireEvent.click(await screen.findByLabelText('Supported databases', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SQLite' }));
    fireEvent.change(await screen.findByTestId('parameter-database'), { target: { value: '/tmp/scratch.db' } });
    fireEvent.change(screen.getByTestId('database-name'), { target: { value: 'scratch' } });
    fireEvent.click(screen.getByTestId('database-modal-save'));

    expect(await screen.findByText('scratch')).toBeTruthy();
    expect(screen.queryByTestId('connection-step')).toBeNull();
    // Superset's 'Database connected' step leads on to a dataset on the new database.
    const addDataset = await screen.findByTestId('database-connected-add-dataset');
    expect(addDataset.getAttribute('href')).toBe('/dataset/add/?database=5');
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/v1/database/')?.body).toMatchObject({
      database_name: 'scratch',
      engine: 'sqlite',
      parameters: { database: '/tmp/scratch.db' },
    });
    expect(listRequests(requests).length).toBeGreaterThan(1);
  });

  it("opens the row's edit action in the modal instead of navigating", async () => {
    mockFetch({
      ...handlers(['can_read', 'can_write'], () => [row(7, 'warehouse')]),
      'GET /api/v1/database/7': () => json({ id: 7, result: STORED }),
    });
    const view = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit warehouse' }));
    expect(await screen.findByText('Edit database')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('parameter-host') as HTMLInputElement).value).toBe('db.internal'));
    expect(view.router.state.location.pathname).toBe('/databaseview/list/');
  });
});
