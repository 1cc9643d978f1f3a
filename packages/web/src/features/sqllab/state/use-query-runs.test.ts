import { act, renderHook, waitFor } from '@testing-library/react';
import { decodeRison } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test-support/mock-fetch';
import { FIRST_PAGE_ROWS, PAGE_ROWS, useQueryRuns } from './use-query-runs';

const TOTAL = FIRST_PAGE_ROWS + PAGE_ROWS + 500;
const rows = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ({ n: from + i }));
const query = { id: 'abc', state: 'success', rows: TOTAL, resultsKey: 'k1', errorMessage: null };
const answer = (data: { n: number }[]) => ({
  status: 'success',
  data,
  columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', type_generic: 0, is_dttm: false }],
  selected_columns: [],
  expanded_columns: [],
  query,
  query_id: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('useQueryRuns', () => {
  it('draws the first page the execute answer carries, then reads the rest by page', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /api/v1/sqllab/execute/': (req) => {
        const body = req.body as { data_rows?: number };
        return json(answer(rows(0, body.data_rows ?? TOTAL)));
      },
      'GET /api/v1/sqllab/results/': (req) => {
        const q = decodeRison(decodeURIComponent(req.path.split('?q=')[1] ?? '')) as {
          key: string;
          offset: number;
          rows: number;
        };
        return json(answer(rows(q.offset, Math.min(TOTAL, q.offset + q.rows))));
      },
    });
    const { result } = renderHook(() => useQueryRuns(() => undefined));
    await act(() =>
      result.current.run({
        tabId: 1,
        tabLabel: 'Untitled',
        databaseId: 1,
        schema: null,
        sql: 'SELECT n FROM t',
        queryLimit: 100_000,
        runAsync: false,
      }),
    );
    const execute = requests.find((r) => r.path === '/api/v1/sqllab/execute/');
    expect((execute?.body as { data_rows: number }).data_rows).toBe(FIRST_PAGE_ROWS);
    await waitFor(() => expect(result.current.runOf(1)?.result?.data).toHaveLength(TOTAL));
    const data = result.current.runOf(1)?.result?.data ?? [];
    // Every row once, in order: the pages were appended where the last one ended.
    expect(data.every((r, i) => r['n'] === i)).toBe(true);
    const pages = requests.filter((r) => r.path.startsWith('/api/v1/sqllab/results/'));
    expect(pages.map((r) => decodeRison(decodeURIComponent(r.path.split('?q=')[1] ?? '')))).toEqual([
      { key: 'k1', offset: FIRST_PAGE_ROWS, rows: PAGE_ROWS },
      { key: 'k1', offset: FIRST_PAGE_ROWS + PAGE_ROWS, rows: PAGE_ROWS },
    ]);
  });
});
