import type { Me } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { LoginPage } from './login-page';

const ME: Me = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'a@x.io',
  is_active: true,
  is_anonymous: false,
};

const renderLogin = (path = '/login/') =>
  renderRoutes({ routes: [{ path: '/login/', element: <LoginPage /> }], initialPath: path });

const signIn = async (username: string, password: string) => {
  fireEvent.change(await screen.findByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
};

describe('LoginPage', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the server's message when the credentials are refused (401)", async () => {
    const { requests } = mockFetch({
      'GET /api/v1/setup/status': () => json({ needs_setup: false }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'POST /login/': () => json({ message: 'Invalid login. Please try again.' }, 401),
    });
    renderLogin();
    await signIn('admin', 'wrong-password');

    const alert = await screen.findByTestId('login-error');
    expect(alert.textContent).toContain('Invalid login. Please try again.');
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ username: 'admin', password: 'wrong-password' });
    // No session exists before sign-in, so no CSRF token is asked for (the server would answer 401).
    expect(post?.headers['x-csrftoken']).toBeUndefined();
    expect(requests.some((r) => r.path.includes('csrf_token'))).toBe(false);
  });

  it('shows the rate-limit message (429)', async () => {
    mockFetch({
      'GET /api/v1/setup/status': () => json({ needs_setup: false }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'POST /login/': () => json({ message: 'Too many attempts, try again in 60 seconds' }, 429),
    });
    renderLogin();
    await signIn('admin', 'x');
    expect((await screen.findByTestId('login-error')).textContent).toContain('Too many attempts');
  });

  it('asks for both fields before sending anything', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/setup/status': () => json({ needs_setup: false }) });
    renderLogin();
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findAllByText('This is a required field')).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('goes to the next page after signing in', async () => {
    mockFetch({
      'GET /api/v1/setup/status': () => json({ needs_setup: false }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'POST /login/': () => json({ result: ME }),
    });
    renderLogin('/login/?next=%2Froles%2Flist%2F');
    await signIn('admin', 'right-password');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/roles/list/'));
  });

  it('sends a signed-in user to the next page instead of showing the form', async () => {
    mockFetch({ 'GET /api/v1/setup/status': () => json({ needs_setup: false, signed_in: true }) });
    renderLogin('/login/?next=%2Fchart%2Flist%2F');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chart/list/'));
    expect(screen.queryByTestId('login-submit')).toBeNull();
  });

  it('goes to first-run setup when no administrator exists yet', async () => {
    mockFetch({ 'GET /api/v1/setup/status': () => json({ needs_setup: true }) });
    renderLogin();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/setup/'));
  });
});
