import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

describe('chord buildQuery', () => {
  it('the metric per first source and first target, by the metric when sort_by_metric', () => {
    const fd = {
      datasource: '1__table',
      viz_type: 'chord',
      groupby: ['origin'],
      columns: ['cylinders'],
      metric: 'count',
    };
    const [plain] = buildQuery(fd).queries;
    expect(plain).toMatchObject({ columns: ['origin', 'cylinders'], metrics: ['count'], orderby: [] });
    const [sorted] = buildQuery({ ...fd, sort_by_metric: true }).queries;
    expect(sorted?.orderby).toEqual([['count', false]]);
  });
});
