import { decodeRison } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { datasetListPath, nextSort, pageCount, swapListQuery, tableNameFilters } from './swap-query';

describe('swapListQuery', () => {
  it('filters on table_name contains, sorts and pages on the server', () => {
    expect(
      swapListQuery({ search: ' flig ', page: 2, sort: { column: 'database.database_name', direction: 'desc' } }),
    ).toEqual({
      filters: [{ col: 'table_name', opr: 'ct', value: 'flig' }],
      order_column: 'database.database_name',
      order_direction: 'desc',
      page: 2,
      page_size: 20,
    });
  });

  it('sends no filter for a blank search and sorts by name by default', () => {
    const query = swapListQuery({ search: '   ', page: -1, pageSize: 5 });
    expect(query).toEqual({ filters: [], order_column: 'table_name', order_direction: 'asc', page: 0, page_size: 5 });
  });

  it('encodes the query as rison in q', () => {
    const path = datasetListPath(swapListQuery({ search: "o'hare & co", page: 0 }));
    expect(path.startsWith('/api/v1/dataset/?q=')).toBe(true);
    const q = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
    expect(decodeRison(q)).toMatchObject({ filters: [{ col: 'table_name', opr: 'ct', value: "o'hare & co" }] });
  });
});

describe('swap list helpers', () => {
  it('toggles the direction of the sorted column and starts others ascending', () => {
    const byName = { column: 'table_name', direction: 'asc' } as const;
    expect(nextSort(byName, 'table_name')).toEqual({ column: 'table_name', direction: 'desc' });
    expect(nextSort({ column: 'table_name', direction: 'desc' }, 'table_name').direction).toBe('asc');
    expect(nextSort(byName, 'schema')).toEqual({ column: 'schema', direction: 'asc' });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(5, 0)).toBe(0);
  });

  it('trims the name filter', () => {
    expect(tableNameFilters('')).toEqual([]);
    expect(tableNameFilters(' a ')).toEqual([{ col: 'table_name', opr: 'ct', value: 'a' }]);
  });
});
