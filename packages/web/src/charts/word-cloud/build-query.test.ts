import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

describe('word cloud buildQuery', () => {
  const fd = { datasource: '1__table', viz_type: 'word_cloud', series: 'name', metric: 'count', row_limit: 100 };

  it('the metric per series; under a row limit by the metric, then the series unless sort_by_series is off', () => {
    expect(buildQuery({ ...fd, sort_by_metric: true }).queries[0]).toMatchObject({
      columns: ['name'],
      metrics: ['count'],
      orderby: [
        ['count', false],
        ['name', true],
      ],
    });
    expect(buildQuery({ ...fd, sort_by_series: false }).queries[0]?.orderby).toEqual([['count', false]]);
    expect(buildQuery({ ...fd, row_limit: 0 }).queries[0]?.orderby).toEqual([['count', false]]);
  });
});
