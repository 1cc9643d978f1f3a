import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { Providers } from '../../../test-support/providers';
import { json, mockFetch, type MockHandler, type RecordedRequest } from '../../../test-support/mock-fetch';
import { testQueryClient } from '../../../test-support/render';
import { DatabaseModal } from './database-modal';
import { AVAILABLE, STORED } from '../../../test-support/features/database-connection/fixtures';

const BASE: Record<string, MockHandler> = {
  'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
  'GET /api/v1/database/available/': () => json({ databases: AVAILABLE }),
  'POST /api/v1/database/validate_parameters/': () => json({ message: 'OK' }),
};

const open = (databaseId: number | null = null) => {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <DatabaseModal opened databaseId={databaseId} onClose={onClose} onSaved={onSaved} />
    </Providers>,
  );
  return { onClose, onSaved };
};

const input = (testId: string): HTMLInputElement => screen.getByTestId(testId) as HTMLInputElement;

const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

/** The error text Mantine links to the input through aria-describedby, or null. */
const fieldError = (testId: string): string | null => {
  const ids = (input(testId).getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const node = ids.length === 0 ? null : document.getElementById(ids[0] ?? '');
  return node?.textContent ?? null;
};

const posts = (requests: RecordedRequest[], path: string): RecordedRequest[] =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

const choosePostgres = async () => {
  fireEvent.click(await screen.findByTestId('engine-card-postgresql'));
  await screen.findByText('Enter the required PostgreSQL credentials');
};

const fillPostgres = () => {
  type('parameter-host', 'db.local');
  type('parameter-database', 'sales');
  type('parameter-username', 'bob');
  type('parameter-password', 's3cret');
};

describe('DatabaseModal', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers preferred engines as cards and the others in a list', async () => {
    mockFetch(BASE);
    open();
    expect(await screen.findByText('Connect a database')).toBeTruthy();
    expect(await screen.findByTestId('engine-card-postgresql')).toBeTruthy();
    expect(screen.getByTestId('engine-card-mysql')).toBeTruthy();
    expect(screen.getByTestId('engine-card-trino')).toBeTruthy();
    expect(screen.queryByTestId('engine-card-sqlite')).toBeNull();
    expect(screen.getByText('Or choose from a list of other databases we support:')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Supported databases', { selector: 'input' }));
    expect(screen.queryByRole('option', { name: 'PostgreSQL' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'SQLite' }));
    expect(await screen.findByText('Enter the required SQLite credentials')).toBeTruthy();
    expect(screen.getByLabelText(/Path to the database file/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByTestId('parameter-host')).toBeNull();

    fireEvent.click(screen.getByTestId('database-modal-back'));
    expect(await screen.findByTestId('engine-step')).toBeTruthy();
  });

  it('shows required and server-side errors under the field they name', async () => {
    const { requests } = mockFetch({
      ...BASE,
      'POST /api/v1/database/validate_parameters/': (request) => {
        const port = (request.body as { parameters: { port: unknown } }).parameters.port;
        if (port === '5432') return json({ message: 'OK' });
        return json(
          {
            message: 'bad port',
            errors: [
              {
                message: 'The port must be an integer between 0 and 65535 (inclusive).',
                error_type: 'CONNECTION_INVALID_PORT_ERROR',
                extra: { invalid: ['port'] },
              },
              {
                message: 'One or more parameters are missing: database, host, username',
                error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
                extra: { missing: ['database', 'host', 'username'] },
              },
            ],
          },
          422,
        );
      },
    });
    open();
    await choosePostgres();
    expect(input('parameter-port').value).toBe('5432');

    fireEvent.blur(input('parameter-host'));
    expect(fieldError('parameter-host')).toBe('This is a required field');

    type('parameter-port', '99999');
    fireEvent.blur(input('parameter-port'));
    await waitFor(() =>
      expect(fieldError('parameter-port')).toBe('The port must be an integer between 0 and 65535 (inclusive).'),
    );
    // Missing fields the user has not visited yet stay quiet while typing.
    expect(fieldError('parameter-database')).toBeNull();
    expect(fieldError('parameter-host')).toBe('This is a required field');
    expect(posts(requests, '/api/v1/database/validate_parameters/')[0]?.body).toMatchObject({
      engine: 'postgresql',
      parameters: { port: '99999', host: null },
      configuration_method: 'dynamic_form',
    });

    type('parameter-host', 'db.local');
    expect(fieldError('parameter-host')).toBeNull();
    fireEvent.click(screen.getByTestId('database-modal-save'));
    await waitFor(() => expect(fieldError('parameter-database')).toBe('This is a required field'));
    expect(fieldError('parameter-username')).toBe('This is a required field');
    expect(posts(requests, '/api/v1/database/')).toHaveLength(0);
  });

  it('switches to a SQLAlchemy URI and back, and connects with the URI', async () => {
    const { requests } = mockFetch({
      ...BASE,
      'POST /api/v1/database/': () => json({ id: 3, result: { ...STORED, id: 3, database_name: 'by uri' } }, 201),
    });
    const { onSaved, onClose } = open();
    await choosePostgres();
    fireEvent.click(screen.getByText('Connect this database with a SQLAlchemy URI string instead'));
    expect(screen.queryByTestId('parameters-form')).toBeNull();
    expect(input('sqlalchemy-uri').placeholder).toBe('postgresql://user:password@host:port/dbname');

    fireEvent.click(screen.getByTestId('database-modal-save'));
    expect(await screen.findByText('This is a required field')).toBeTruthy();
    expect(fieldError('sqlalchemy-uri')).toBe('This is a required field');

    fireEvent.click(screen.getByText('Connect this database using the dynamic form instead'));
    expect(screen.getByTestId('parameters-form')).toBeTruthy();
    fireEvent.click(screen.getByText('Connect this database with a SQLAlchemy URI string instead'));

    type('database-name', 'by uri');
    type('sqlalchemy-uri', 'postgresql://bob:pw@db.local:5432/sales');
    fireEvent.click(screen.getByTestId('database-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(posts(requests, '/api/v1/database/validate_parameters/')).toHaveLength(0);
    expect(posts(requests, '/api/v1/database/')[0]?.body).toEqual({
      database_name: 'by uri',
      sqlalchemy_uri: 'postgresql://bob:pw@db.local:5432/sales',
      expose_in_sqllab: true,
      allow_run_async: true,
      allow_dml: false,
      allow_ctas: false,
      allow_cvas: false,
      force_ctas_schema: null,
      allow_file_upload: false,
      cache_timeout: null,
    });
  });

  it('tests the connection and shows success or the server message', async () => {
    const { requests } = mockFetch({
      ...BASE,
      'POST /api/v1/database/test_connection/': (_request, calls) =>
        calls === 0
          ? json({ message: 'Connection looks good!' })
          : json({ message: 'ERROR: connect ECONNREFUSED 10.0.0.1:5432' }, 422),
    });
    open();
    await choosePostgres();
    fillPostgres();
    fireEvent.click(screen.getByTestId('test-connection'));
    await waitFor(() =>
      expect(screen.getByTestId('test-connection-result').textContent).toBe('Connection looks good!'),
    );
    expect(posts(requests, '/api/v1/database/test_connection/')[0]?.body).toEqual({
      database_name: 'PostgreSQL',
      engine: 'postgresql',
      parameters: { host: 'db.local', port: 5432, database: 'sales', username: 'bob', password: 's3cret' },
    });

    type('parameter-host', '10.0.0.1');
    expect(screen.queryByTestId('test-connection-result')).toBeNull();
    fireEvent.click(screen.getByTestId('test-connection'));
    await waitFor(() =>
      expect(screen.getByTestId('test-connection-result').textContent).toBe(
        'ERROR: connect ECONNREFUSED 10.0.0.1:5432',
      ),
    );
  });

  it('connects with the parameters and advanced settings, or names the field the server rejects', async () => {
    const { requests } = mockFetch({
      ...BASE,
      'POST /api/v1/database/': (_request, calls) =>
        calls === 0
          ? json(
              {
                message: 'A database with the same name already exists',
                errors: [
                  {
                    message: 'A database with the same name already exists',
                    error_type: 'CONFLICT',
                    extra: { field: 'database_name' },
                  },
                ],
              },
              409,
            )
          : json({ id: 12, result: { ...STORED, id: 12 } }, 201),
    });
    const { onSaved } = open();
    await choosePostgres();
    fillPostgres();
    type('parameter-query', 'sslmode=require');
    fireEvent.click(screen.getByTestId('tab-advanced'));
    fireEvent.click(await screen.findByTestId('advanced-section-sql-lab'));
    fireEvent.click(await screen.findByLabelText('Allow DML'));
    // Superset's ExtraOptions: the CTAS/CVAS schema is asked for once CREATE TABLE AS is allowed.
    expect(screen.queryByTestId('advanced-force_ctas_schema')).toBeNull();
    fireEvent.click(screen.getByLabelText('Allow CREATE TABLE AS'));
    fireEvent.change(await screen.findByTestId('advanced-force_ctas_schema'), { target: { value: ' scratch ' } });
    fireEvent.click(screen.getByTestId('advanced-section-performance'));
    fireEvent.change(await screen.findByTestId('advanced-cache_timeout'), { target: { value: '300' } });

    fireEvent.click(screen.getByTestId('database-modal-save'));
    await waitFor(() => expect(fieldError('database-name')).toBe('A database with the same name already exists'));
    expect(onSaved).not.toHaveBeenCalled();

    type('database-name', 'Sales warehouse');
    fireEvent.click(screen.getByTestId('database-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('Database connected')).toBeTruthy();
    const created = posts(requests, '/api/v1/database/');
    expect(created[1]?.body).toEqual({
      database_name: 'Sales warehouse',
      engine: 'postgresql',
      parameters: {
        host: 'db.local',
        port: 5432,
        database: 'sales',
        username: 'bob',
        password: 's3cret',
        query: { sslmode: 'require' },
      },
      expose_in_sqllab: true,
      allow_run_async: true,
      allow_dml: true,
      allow_ctas: true,
      allow_cvas: false,
      force_ctas_schema: 'scratch',
      allow_file_upload: false,
      cache_timeout: 300,
    });
    // Each Connect asked the server to validate the parameters first.
    expect(posts(requests, '/api/v1/database/validate_parameters/')).toHaveLength(2);
  });

  it('edits a stored database: loads it, keeps the masked password and saves with PUT', async () => {
    const { requests } = mockFetch({
      ...BASE,
      'GET /api/v1/database/7': () => json({ id: 7, result: STORED }),
      'PUT /api/v1/database/7': (request) => json({ id: 7, result: { ...STORED, ...(request.body as object) } }),
    });
    const { onSaved } = open(7);
    expect(await screen.findByText('Edit database')).toBeTruthy();
    await waitFor(() => expect(input('parameter-host').value).toBe('db.internal'));
    expect(screen.queryByTestId('engine-step')).toBeNull();
    expect(input('parameter-password').value).toBe('XXXXXXXXXX');
    expect(input('parameter-query').value).toBe('sslmode=require');
    expect(input('database-name').value).toBe('warehouse');

    fireEvent.click(screen.getByTestId('tab-advanced'));
    fireEvent.click(await screen.findByTestId('advanced-section-security'));
    const uploads = (await screen.findByLabelText('Allow file uploads to database')) as HTMLInputElement;
    expect(uploads.checked).toBe(true);
    fireEvent.click(screen.getByTestId('tab-basic'));

    type('database-name', 'warehouse (prod)');
    fireEvent.click(within(screen.getByTestId('connection-step')).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('Database settings updated')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/database/7');
    expect(put?.body).toEqual({
      database_name: 'warehouse (prod)',
      engine: 'postgresql',
      parameters: {
        host: 'db.internal',
        port: 5432,
        database: 'sales',
        username: 'analyst',
        password: 'XXXXXXXXXX',
        query: { sslmode: 'require' },
      },
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_dml: false,
      allow_ctas: false,
      allow_cvas: false,
      force_ctas_schema: null,
      allow_file_upload: true,
      cache_timeout: 600,
      // No tunnel is switched on: the PUT says so (Superset's UpdateDatabaseCommand deletes any).
      ssh_tunnel: null,
    });
  });
});
