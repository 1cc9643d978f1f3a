import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery, readOwnState, serverSortKey } from './build-query';

const base: FormData = {
  datasource: '3__table',
  viz_type: 'table',
  time_range: 'Last year',
  granularity_sqla: 'ds',
  groupby: ['name'],
  metrics: ['count'],
};

describe('table buildQuery with a time comparison', () => {
  it('asks the server for the shifted metric values with time_offsets', () => {
    const fd: FormData = { ...base, time_compare: ['1 year ago'], comparison_type: 'values', show_totals: true };
    const [main, totals] = buildQuery(fd).queries;
    expect(main).toMatchObject({ columns: ['name'], metrics: ['count'], time_offsets: ['1 year ago'] });
    // The totals row compares too, like Superset's.
    expect(totals).toMatchObject({ columns: [], time_offsets: ['1 year ago'] });
  });

  it('asks for the first plain shift whatever the comparison type', () => {
    for (const type of ['difference', 'percentage', 'ratio']) {
      const fd: FormData = { ...base, time_compare: ['custom', '1 week ago', '1 year ago'], comparison_type: type };
      expect(buildQuery(fd).queries[0]?.time_offsets).toEqual(['1 week ago']);
    }
  });

  it('adds the share of the shifted value of every percent metric', () => {
    const fd: FormData = { ...base, percent_metrics: ['sum'], time_compare: ['1 year ago'] };
    expect(buildQuery(fd).queries[0]?.post_processing).toEqual([
      {
        operation: 'contribution',
        options: {
          columns: ['sum', 'sum__1 year ago'],
          rename_columns: ['%sum', '%sum__1 year ago'],
        },
      },
    ]);
  });

  it('leaves raw mode, tables without metrics and the row-count query without offsets', () => {
    const compare = { time_compare: ['1 year ago'] };
    expect(
      buildQuery({ ...base, ...compare, query_mode: 'raw', all_columns: ['name'] }).queries[0]?.time_offsets,
    ).toEqual([]);
    expect(buildQuery({ ...base, ...compare, metrics: [] }).queries[0]?.time_offsets).toEqual([]);
    const [page, count] = buildQuery({ ...base, ...compare, server_pagination: true, row_limit: 100 }).queries;
    expect(page?.time_offsets).toEqual(['1 year ago']);
    expect(count).toMatchObject({ is_rowcount: true, time_offsets: [] });
  });
});

describe('server-side sorting', () => {
  const fd: FormData = { ...base, percent_metrics: ['sum'], server_pagination: true };

  it('orders comparison and percent columns by their metric, and drops sorts the server cannot do', () => {
    expect(serverSortKey('Main count', fd)).toBe('count');
    expect(serverSortKey('%sum', fd)).toBe('sum');
    expect(serverSortKey('name', fd)).toBe('name');
    expect(serverSortKey('%name', fd)).toBe('%name');
    expect(serverSortKey('# count', fd)).toBeNull();
    expect(serverSortKey('% count', fd)).toBeNull();
    const sorted = (key: string) => buildQuery(fd, { ownState: { sortBy: [{ key, desc: true }] } }).queries[0]?.orderby;
    expect(sorted('Main count')).toEqual([['count', false]]);
    expect(sorted('△ count')).toEqual([['count', false]]);
  });
});

describe('readOwnState', () => {
  it('keeps the page, page size and sort of a stored ownState and drops anything else', () => {
    expect(readOwnState(undefined)).toEqual({});
    expect(
      readOwnState({ currentPage: 2.7, pageSize: 20, sortBy: [{ key: 'n', desc: true }, { nope: 1 }], other: 'x' }),
    ).toEqual({ currentPage: 2, pageSize: 20, sortBy: [{ key: 'n', desc: true }] });
    expect(readOwnState({ currentPage: -1, pageSize: '20', sortBy: 'n' })).toEqual({});
  });
});
