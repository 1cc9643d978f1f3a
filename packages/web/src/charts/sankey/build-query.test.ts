import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '3__table',
  viz_type: 'sankey_v2',
  source: 'origin',
  target: 'cylinders',
  metric: 'count',
  row_limit: 100,
  adhoc_filters: [],
};

describe('sankey buildQuery', () => {
  it('groups by source then target, ordered by the columns under a row limit', () => {
    const [query] = buildQuery(fd).queries;
    expect(query?.columns).toEqual(['origin', 'cylinders']);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([
      ['origin', true],
      ['cylinders', true],
    ]);
    expect(query?.row_limit).toBe(100);
  });

  it('sort_by_metric puts the largest links first; intermediate levels sit between', () => {
    const [query] = buildQuery({ ...fd, sort_by_metric: true, intermediate_levels: ['year'] }).queries;
    expect(query?.columns).toEqual(['origin', 'year', 'cylinders']);
    expect(query?.orderby?.[0]).toEqual(['count', false]);
  });

  it('without a row limit the base order stands', () => {
    const [query] = buildQuery({ ...fd, row_limit: 0 }).queries;
    expect(query?.orderby).toEqual([['count', false]]);
  });
});
