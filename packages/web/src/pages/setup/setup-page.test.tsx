import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { SetupPage } from './setup-page';

const renderSetup = () =>
  renderRoutes({ routes: [{ path: '/setup/', element: <SetupPage /> }], initialPath: '/setup/' });

const fill = async (values: Record<string, string>) => {
  await screen.findByTestId('setup-username');
  for (const [id, value] of Object.entries(values)) {
    fireEvent.change(screen.getByTestId(`setup-${id}`), { target: { value } });
  }
  fireEvent.click(screen.getByTestId('setup-submit'));
};

const VALID = {
  username: 'admin',
  'first-name': 'Ada',
  'last-name': 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirm: 'correct horse',
};

describe('SetupPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the password length and confirmation before sending', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/setup/status': () => json({ needs_setup: true }) });
    renderSetup();
    await fill({ ...VALID, password: 'short', confirm: 'other' });
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows server field errors next to their fields', async () => {
    mockFetch({
      'GET /api/v1/setup/status': () => json({ needs_setup: true }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'POST /api/v1/setup/': () =>
        json(
          {
            message: 'Invalid request',
            errors: [
              {
                message: 'Invalid email address',
                error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
                extra: { field: 'email' },
              },
            ],
          },
          400,
        ),
    });
    renderSetup();
    await fill(VALID);
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.queryByTestId('setup-error')).toBeNull();
  });

  it('creates the administrator and goes home signed in', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/setup/status': () => json({ needs_setup: true }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'POST /api/v1/setup/': () => json({ result: { id: 1, username: 'admin' } }, 201),
    });
    renderSetup();
    await fill(VALID);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tessera/welcome/'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      username: 'admin',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('sends the user to sign in when setup is already done', async () => {
    mockFetch({ 'GET /api/v1/setup/status': () => json({ needs_setup: false }) });
    renderSetup();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login/'));
  });

  it('sends a signed-in user home instead of showing the form', async () => {
    mockFetch({ 'GET /api/v1/setup/status': () => json({ needs_setup: false, signed_in: true }) });
    renderSetup();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tessera/welcome/'));
  });

  it('limits each input to the length its schema accepts', async () => {
    mockFetch({ 'GET /api/v1/setup/status': () => json({ needs_setup: true, signed_in: false }) });
    renderSetup();
    expect((await screen.findByTestId('setup-username')).getAttribute('maxlength')).toBe('64');
    expect(screen.getByTestId('setup-first-name').getAttribute('maxlength')).toBe('64');
    expect(screen.getByTestId('setup-password').getAttribute('maxlength')).toBe('256');
  });
});
