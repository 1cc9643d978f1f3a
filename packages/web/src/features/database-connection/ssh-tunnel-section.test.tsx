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
  const onSaved = vi.fn();
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <DatabaseModal opened databaseId={databaseId} onClose={vi.fn()} onSaved={onSaved} />
    </Providers>,
  );
  return { onSaved };
};

const input = (testId: string): HTMLInputElement => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const fieldError = (testId: string): string | null => {
  const ids = (input(testId).getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length === 0 ? null : (document.getElementById(ids[0] ?? '')?.textContent ?? null);
};
const posts = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

const choose = async (engine: string, title: string) => {
  if (engine === 'sqlite') {
    fireEvent.click(await screen.findByLabelText('Supported databases', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SQLite' }));
  } else {
    fireEvent.click(await screen.findByTestId(`engine-card-${engine}`));
  }
  await screen.findByText(`Enter the required ${title} credentials`);
};

const fillPostgres = () => {
  type('parameter-host', 'db.internal');
  type('parameter-database', 'sales');
  type('parameter-username', 'bob');
};

describe('SSH Tunnel section of the database modal', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is offered for network engines only, off by default and on port 22', async () => {
    mockFetch(BASE);
    open();
    await choose('postgresql', 'PostgreSQL');
    expect(input('ssh-tunnel-switch').checked).toBe(false);
    expect(screen.queryByTestId('ssh-tunnel-server_address')).toBeNull();
    fireEvent.click(input('ssh-tunnel-switch'));
    expect(input('ssh-tunnel-server_port').value).toBe('22');
    expect(screen.getByLabelText(/SSH Password/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('database-modal-back'));

    await choose('sqlite', 'SQLite');
    expect(screen.queryByTestId('ssh-tunnel-section')).toBeNull();
  });

  it('asks for the host, user and chosen login before connecting, then sends the tunnel', async () => {
    const { requests } = mockFetch({
      ...BASE,
      'POST /api/v1/database/': (request) =>
        json({ id: 9, result: { ...STORED, id: 9, ...(request.body as object) } }, 201),
    });
    const { onSaved } = open();
    await choose('postgresql', 'PostgreSQL');
    fillPostgres();
    fireEvent.click(input('ssh-tunnel-switch'));
    fireEvent.click(screen.getByLabelText('Private Key & Password'));
    expect(screen.queryByTestId('ssh-tunnel-password')).toBeNull();
    fireEvent.click(screen.getByTestId('database-modal-save'));
    await waitFor(() => expect(fieldError('ssh-tunnel-server_address')).toBe('This is a required field'));
    expect(fieldError('ssh-tunnel-username')).toBe('This is a required field');
    expect(fieldError('ssh-tunnel-private_key')).toBe('This is a required field');
    expect(fieldError('ssh-tunnel-server_port')).toBeNull();
    expect(posts(requests, '/api/v1/database/')).toHaveLength(0);

    type('ssh-tunnel-server_address', ' bastion.example.com ');
    expect(fieldError('ssh-tunnel-server_address')).toBeNull();
    type('ssh-tunnel-username', 'jump');
    type('ssh-tunnel-private_key', '-----BEGIN OPENSSH PRIVATE KEY-----');
    type('ssh-tunnel-private_key_password', 'pass phrase');
    fireEvent.click(screen.getByTestId('database-modal-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts(requests, '/api/v1/database/')[0]?.body).toMatchObject({
      engine: 'postgresql',
      ssh_tunnel: {
        server_address: 'bastion.example.com',
        server_port: 22,
        username: 'jump',
        private_key: '-----BEGIN OPENSSH PRIVATE KEY-----',
        private_key_password: 'pass phrase',
      },
    });
  });

  it('tests the connection through the tunnel and shows the field the server rejects', async () => {
    const { requests } = mockFetch({
      ...BASE,
      'POST /api/v1/database/test_connection/': () => json({ message: 'Connection looks good!' }),
      'POST /api/v1/database/': () =>
        json(
          {
            message: 'ssh_tunnel.server_port: Server port must be between 1 and 65535',
            errors: [
              {
                message: 'ssh_tunnel.server_port: Server port must be between 1 and 65535',
                error_type: 'VALIDATION_ERROR',
                extra: { field: 'ssh_tunnel.server_port' },
              },
            ],
          },
          400,
        ),
    });
    open();
    await choose('postgresql', 'PostgreSQL');
    fillPostgres();
    fireEvent.click(input('ssh-tunnel-switch'));
    type('ssh-tunnel-server_address', 'bastion');
    type('ssh-tunnel-server_port', '70000');
    type('ssh-tunnel-username', 'jump');
    type('ssh-tunnel-password', 'pw');
    fireEvent.click(screen.getByTestId('test-connection'));
    expect(await screen.findByText('Connection looks good!')).toBeTruthy();
    expect(posts(requests, '/api/v1/database/test_connection/')[0]?.body).toMatchObject({
      ssh_tunnel: { server_address: 'bastion', server_port: 70000, username: 'jump', password: 'pw' },
    });
    fireEvent.click(screen.getByTestId('database-modal-save'));
    await waitFor(() => expect(fieldError('ssh-tunnel-server_port')).toBe('Server port must be between 1 and 65535'));
  });

  it('edits a stored tunnel with its masked key, and switching it off removes it', async () => {
    const stored = {
      ...STORED,
      ssh_tunnel: {
        id: 3,
        server_address: 'bastion',
        server_port: 2222,
        username: 'jump',
        private_key: 'XXXXXXXXXX',
        private_key_password: 'XXXXXXXXXX',
      },
    };
    const { requests } = mockFetch({
      ...BASE,
      'GET /api/v1/database/7': () => json({ id: 7, result: stored }),
      'PUT /api/v1/database/7': () => json({ id: 7, result: STORED }),
    });
    const { onSaved } = open(7);
    await waitFor(() => expect(input('ssh-tunnel-switch').checked).toBe(true));
    expect(input('ssh-tunnel-server_port').value).toBe('2222');
    expect((screen.getByLabelText('Private Key & Password') as HTMLInputElement).checked).toBe(true);
    expect(input('ssh-tunnel-private_key').value).toBe('XXXXXXXXXX');

    fireEvent.click(within(screen.getByTestId('connection-step')).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      ssh_tunnel: {
        server_address: 'bastion',
        server_port: 2222,
        username: 'jump',
        private_key: 'XXXXXXXXXX',
        private_key_password: 'XXXXXXXXXX',
      },
    });

    fireEvent.click(input('ssh-tunnel-switch'));
    fireEvent.click(within(screen.getByTestId('connection-step')).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(requests.filter((r) => r.method === 'PUT')[1]?.body).toMatchObject({ ssh_tunnel: null });
  });
});
