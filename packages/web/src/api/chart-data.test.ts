import { COMMON_CONF_ELEMENT_ID, DEFAULT_COMMON_CONF } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test-support/fake-web-socket';
import { mockFetch } from '../../test-support/mock-fetch';
import { resetAsyncEventSocketForTests } from './async-event-socket';
import { clearCsrfToken } from './client';
import { fetchChartData } from './chart-data';
import { resetCommonConfForTests } from './common-conf';

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

describe("fetchChartData with the server's websocket (GLOBAL_ASYNC_QUERIES_TRANSPORT 'ws')", () => {
  const accepted = () => ({ status: 202, body: { channel_id: 'c', job_id: 'j9', status: 'pending' } });
  const ended = {
    id: '2-1',
    channel_id: 'c',
    job_id: 'j9',
    status: 'done',
    errors: [],
    result_url: '/api/v1/chart/data/k9',
  };

  beforeEach(() => {
    const conf = document.createElement('script');
    conf.type = 'application/json';
    conf.id = COMMON_CONF_ELEMENT_ID;
    conf.textContent = JSON.stringify({ ...DEFAULT_COMMON_CONF, GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws' });
    document.body.append(conf);
    resetCommonConfForTests();
    resetAsyncEventSocketForTests();
    FakeWebSocket.sockets = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById(COMMON_CONF_ELEMENT_ID)?.remove();
    resetCommonConfForTests();
    resetAsyncEventSocketForTests();
    localStorage.clear();
  });

  it("opens the socket on the first job and takes the job's end from it", async () => {
    const { requests } = mockFetch({
      ...csrf,
      'POST /api/v1/chart/data': accepted,
      'GET /api/v1/async_event/': () => ({ body: { result: [] } }),
      'GET /api/v1/chart/data/k9': () => ({ body: { result: [{ rowcount: 9 }] } }),
    });
    const answer = fetchChartData(qc);
    await vi.waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/v1\/async_event\/ws$/);
    socket.open();
    socket.push(ended);
    expect(await answer).toEqual([{ rowcount: 9 }]);
    expect(requests.filter((r) => r.path.startsWith('/api/v1/async_event/'))).toHaveLength(1);
  });

  it('falls back to polling when the socket is refused', async () => {
    mockFetch({
      ...csrf,
      'POST /api/v1/chart/data': accepted,
      'GET /api/v1/async_event/': () => ({ body: { result: [ended] } }),
      'GET /api/v1/chart/data/k9': () => ({ body: { result: [{ rowcount: 9 }] } }),
    });
    const answer = fetchChartData(qc, { pollMs: 1 });
    await vi.waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    vi.useFakeTimers();
    FakeWebSocket.latest().refuse();
    for (let reconnect = 0; reconnect < 6; reconnect += 1) {
      await vi.advanceTimersByTimeAsync(2500);
      FakeWebSocket.latest().refuse();
    }
    vi.useRealTimers();
    expect(await answer).toEqual([{ rowcount: 9 }]);
    expect(FakeWebSocket.sockets).toHaveLength(7);
  });
});
