import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test-support/mock-fetch';
import { api, ApiRequestError, clearCsrfToken, CSRF_TOKEN_PATH } from './client';

const TOKEN_KEY = `GET ${CSRF_TOKEN_PATH}`;

describe('api client', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => vi.unstubAllGlobals());

  it('sends GETs with the session cookie and no CSRF token', async () => {
    const { fetchMock, requests } = mockFetch({ 'GET /api/v1/me/roles/': () => json({ result: { id: 1 } }) });
    await expect(api.get('/api/v1/me/roles/')).resolves.toEqual({ result: { id: 1 } });
    expect(requests.map((r) => r.path)).toEqual(['/api/v1/me/roles/']);
    expect(requests[0]?.headers['x-csrftoken']).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('fetches the CSRF token once, caches it and sends it on writes', async () => {
    const { requests } = mockFetch({
      [TOKEN_KEY]: () => json({ result: 'token-1' }),
      'POST /api/v1/security/roles/': () => json({ result: { id: 7 } }, 201),
      'PUT /api/v1/security/roles/7': () => json({ result: { id: 7 } }),
    });
    await Promise.all([
      api.post('/api/v1/security/roles/', { name: 'a' }),
      api.put('/api/v1/security/roles/7', { name: 'b' }),
    ]);
    await api.post('/api/v1/security/roles/', { name: 'c' });

    expect(requests.filter((r) => r.path === CSRF_TOKEN_PATH)).toHaveLength(1);
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes).toHaveLength(3);
    for (const write of writes) {
      expect(write.headers['x-csrftoken']).toBe('token-1');
      expect(write.headers['content-type']).toBe('application/json');
    }
    expect(writes[0]?.body).toEqual({ name: 'a' });
  });

  it('refetches the token and retries once when the server rejects it as a CSRF failure', async () => {
    const { requests } = mockFetch({
      [TOKEN_KEY]: (_request, calls) => json({ result: `token-${calls + 1}` }),
      'DELETE /api/v1/security/roles/3': (request) =>
        request.headers['x-csrftoken'] === 'token-2'
          ? json({ message: 'OK' })
          : json({ message: 'The CSRF session token is missing.' }, 403),
    });
    await expect(api.delete('/api/v1/security/roles/3')).resolves.toEqual({ message: 'OK' });
    expect(requests.map((r) => `${r.method} ${r.path} ${r.headers['x-csrftoken'] ?? ''}`.trim())).toEqual([
      `GET ${CSRF_TOKEN_PATH}`,
      'DELETE /api/v1/security/roles/3 token-1',
      `GET ${CSRF_TOKEN_PATH}`,
      'DELETE /api/v1/security/roles/3 token-2',
    ]);
  });

  it('retries a CSRF failure only once and does not retry other 403s', async () => {
    const csrf = mockFetch({
      [TOKEN_KEY]: () => json({ result: 'stale' }),
      'POST /x': () => json({ message: 'CSRF token invalid' }, 403),
    });
    await expect(api.post('/x')).rejects.toMatchObject({ status: 403, message: 'CSRF token invalid' });
    expect(csrf.requests.filter((r) => r.path === '/x')).toHaveLength(2);

    clearCsrfToken();
    const forbidden = mockFetch({
      [TOKEN_KEY]: () => json({ result: 't' }),
      'POST /x': () => json({ message: 'Forbidden' }, 403),
    });
    await expect(api.post('/x')).rejects.toMatchObject({ status: 403 });
    expect(forbidden.requests.filter((r) => r.path === '/x')).toHaveLength(1);
  });

  it('fetches a new token after clearCsrfToken (sign-in and sign-out change the session)', async () => {
    const { requests } = mockFetch({
      [TOKEN_KEY]: (_request, calls) => json({ result: `token-${calls + 1}` }),
      'POST /x': () => json({}),
    });
    await api.post('/x');
    clearCsrfToken();
    await api.post('/x');
    const tokens = requests.filter((r) => r.path === '/x').map((r) => r.headers['x-csrftoken']);
    expect(tokens).toEqual(['token-1', 'token-2']);
  });

  it('sends writes without a token when the token endpoint answers 401 (signed out)', async () => {
    const { requests } = mockFetch({
      [TOKEN_KEY]: () => json({ message: 'Not authorized' }, 401),
      'POST /login/': () => json({ result: { id: 1 } }),
    });
    await api.post('/login/', { username: 'a', password: 'b' });
    expect(requests.at(-1)?.headers['x-csrftoken']).toBeUndefined();
  });

  it('throws ApiRequestError with the status, message and errors of the answer', async () => {
    const errors = [{ message: 'Already exists', error_type: 'GENERIC_BACKEND_ERROR', extra: { field: 'name' } }];
    mockFetch({
      [TOKEN_KEY]: () => json({ result: 't' }),
      'POST /api/v1/security/roles/': () => json({ message: 'Invalid request', errors }, 400),
      'GET /broken': () => ({ status: 502 }),
    });
    const error: unknown = await api.post('/api/v1/security/roles/', { name: 'Admin' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Invalid request');
    expect(apiError.errors).toEqual(errors);
    expect(apiError.fieldErrors()).toEqual({ name: 'Already exists' });

    await expect(api.get('/broken')).rejects.toMatchObject({ status: 502 });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0 });
  });
});
