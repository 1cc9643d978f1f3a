import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test-support/mock-fetch';
import { clearCsrfToken, CSRF_TOKEN_PATH } from './client';
import { downloadChartData, downloadFile } from './download';

const qc = { datasource: { id: 1, type: 'table' as const }, queries: [{ metrics: ['count'] }] };
const token = {
  [`GET ${CSRF_TOKEN_PATH}`]: (_request: unknown, calls: number) => json({ result: `token-${calls + 1}` }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCsrfToken();
});

describe('downloadFile', () => {
  it("POSTs JSON with the CSRF token and answers the file under the server's name", async () => {
    const { requests } = mockFetch({
      ...token,
      'POST /api/v1/dashboard/3/download/': () => ({
        body: 'file bytes',
        headers: { 'Content-Disposition': 'attachment; filename="Sales 20260101_120000.pdf"' },
      }),
    });
    const file = await downloadFile('/api/v1/dashboard/3/download/', { format: 'pdf' }, () => 'fallback.pdf');
    expect(file.name).toBe('Sales 20260101_120000.pdf');
    expect(await file.blob.text()).toBe('"file bytes"');
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.headers['x-csrftoken']).toBe('token-1');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.body).toEqual({ format: 'pdf' });
  });

  it('names the file itself when the server sends no name', async () => {
    mockFetch({ ...token, 'POST /api/v1/chart/data': () => json('a,b\n') });
    vi.useFakeTimers({ now: new Date(2026, 0, 2, 3, 4, 5), toFake: ['Date'] });
    const file = await downloadChartData(qc, 'csv', 'Flights / day');
    expect(file.name).toBe('Flights day 20260102_030405.csv');
  });

  it("throws the server's message, or its status when it sends none", async () => {
    mockFetch({
      ...token,
      'POST /refused': () => json({ message: 'Forbidden chart' }, 403),
      'POST /broken': () => ({ status: 500 }),
    });
    await expect(downloadFile('/refused', {}, () => 'x')).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden chart',
    });
    await expect(downloadFile('/broken', {}, () => 'x')).rejects.toMatchObject({
      status: 500,
      message: 'The server answered 500',
    });
  });

  it('refetches a stale CSRF token and retries once, as every API write does', async () => {
    const { requests } = mockFetch({
      ...token,
      'POST /api/v1/chart/data': (request) =>
        request.headers['x-csrftoken'] === 'token-2'
          ? json('a,b\n')
          : json({ message: 'The CSRF session token is missing.' }, 403),
    });
    await downloadChartData(qc, 'csv', 'chart');
    expect(requests.map((r) => `${r.method} ${r.path} ${r.headers['x-csrftoken'] ?? ''}`.trim())).toEqual([
      `GET ${CSRF_TOKEN_PATH}`,
      'POST /api/v1/chart/data token-1',
      `GET ${CSRF_TOKEN_PATH}`,
      'POST /api/v1/chart/data token-2',
    ]);
    expect(requests[1]?.body).toEqual({ ...qc, result_format: 'csv', result_type: 'full' });
  });
});
