import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test-support/mock-fetch';
import { clearCsrfToken } from './client';
import { fetchChartData } from './chart-data';

const qc = { datasource: { id: 1, type: 'table' as const }, queries: [{ metrics: ['count'] }] };
const csrf = { 'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'token' } }) };

afterEach(() => {
  vi.unstubAllGlobals();
  clearCsrfToken();
});

describe('fetchChartData', () => {
  it('returns the result of a 200', async () => {
    mockFetch({ ...csrf, 'POST /api/v1/chart/data': () => ({ body: { result: [{ rowcount: 1 }] } }) });
    expect(await fetchChartData(qc)).toEqual([{ rowcount: 1 }]);
  });

  it('answers a context without queries (deck_multi) with no results and no request', async () => {
    const { requests } = mockFetch({});
    expect(await fetchChartData({ ...qc, queries: [] })).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('follows a 202 job through its events to the result', async () => {
    const { requests } = mockFetch({
      ...csrf,
      'POST /api/v1/chart/data': () => ({ status: 202, body: { channel_id: 'c', job_id: 'j1', status: 'pending' } }),
      'GET /api/v1/async_event/': (_req, calls) => ({
        body: {
          result:
            calls === 0
              ? [{ id: '1-1', job_id: 'other', status: 'done', errors: [], result_url: '/api/v1/chart/data/x' }]
              : [{ id: '1-2', job_id: 'j1', status: 'done', errors: [], result_url: '/api/v1/chart/data/abc' }],
        },
      }),
      'GET /api/v1/chart/data/abc': () => ({ body: { result: [{ rowcount: 7 }] } }),
    });
    expect(await fetchChartData(qc, { pollMs: 1 })).toEqual([{ rowcount: 7 }]);
    expect(requests.some((r) => r.path === '/api/v1/async_event/?last_id=1-1')).toBe(true);
  });

  it('raises the error of a failed job', async () => {
    mockFetch({
      ...csrf,
      'POST /api/v1/chart/data': () => ({ status: 202, body: { channel_id: 'c', job_id: 'j2', status: 'pending' } }),
      'GET /api/v1/async_event/': () => ({
        body: {
          result: [{ id: '1', job_id: 'j2', status: 'error', errors: [{ message: 'syntax error' }], result_url: null }],
        },
      }),
    });
    await expect(fetchChartData(qc, { pollMs: 1 })).rejects.toThrow('syntax error');
  });

  it("reports an unexpected status with Superset's message", async () => {
    mockFetch({ ...csrf, 'POST /api/v1/chart/data': () => ({ status: 204 }) });
    await expect(fetchChartData(qc)).rejects.toThrow(
      'Received unexpected response status (204) while fetching chart data',
    );
  });
});
