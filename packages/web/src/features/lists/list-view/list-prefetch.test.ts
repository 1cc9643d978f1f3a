import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test-support/mock-fetch';
import { listInfoKey, listPageKey } from '../query-keys';
import { prefetchListPage } from './list-prefetch';
import { buildListQuery, NEWEST_FIRST, parseListSearch, serializeListSearch } from './list-state';
import { filterTargets } from './use-list-data';
import type { ListFilterSpec } from './list-types';

const FILTERS: ListFilterSpec[] = [
  { kind: 'search', id: 'search', col: 'slice_name', label: 'Search' },
  { kind: 'select', id: 'type', col: 'viz_type', opr: 'eq', label: 'Type', source: { kind: 'static', choices: [] } },
];

/** The key the page's own query uses for a URL (as useListPage builds it). */
const pageKeyFor = (search: URLSearchParams) =>
  listPageKey('chart', buildListQuery(parseListSearch(search, NEWEST_FIRST), filterTargets(FILTERS)));

const settle = (client: QueryClient) => vi.waitFor(() => expect(client.isFetching()).toBe(0));

describe('prefetchListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const handlers = {
    'GET /api/v1/chart/_info': () => json({ permissions: ['can_read'] }),
    'GET /api/v1/chart/': () => json({ result: [{ id: 1 }], count: 1, ids: [1] }),
  };

  it('fills the very cache entries the page reads, for the default list and for a sorted page', async () => {
    mockFetch(handlers);
    const client = new QueryClient();
    const sorted = serializeListSearch(
      {
        ...parseListSearch(new URLSearchParams(), NEWEST_FIRST),
        orderColumn: 'slice_name',
        orderDirection: 'asc',
        page: 2,
      },
      NEWEST_FIRST,
    );
    for (const search of [new URLSearchParams(), sorted]) {
      prefetchListPage(client, 'chart', search, NEWEST_FIRST);
      await settle(client);
      expect(client.getQueryData(pageKeyFor(search))).toEqual({ result: [{ id: 1 }], count: 1, ids: [1] });
    }
    expect(client.getQueryData(listInfoKey('chart'))).toEqual(['can_read']);
  });

  it('leaves a filtered list to the page, whose filter specs shape the query', async () => {
    const { requests } = mockFetch(handlers);
    const client = new QueryClient();
    const filtered = serializeListSearch(
      { ...parseListSearch(new URLSearchParams(), NEWEST_FIRST), filters: { type: 'pie' } },
      NEWEST_FIRST,
    );
    prefetchListPage(client, 'chart', filtered, NEWEST_FIRST);
    await settle(client);
    expect(requests.map((r) => r.path.split('?')[0])).toEqual(['/api/v1/chart/_info']);
  });
});
