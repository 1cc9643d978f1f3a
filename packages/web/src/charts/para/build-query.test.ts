import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

describe('para buildQuery', () => {
  const fd = {
    datasource: '1__table',
    viz_type: 'para',
    series: 'name',
    metrics: ['mpg', 'hp'],
    secondary_metric: 'accel',
  };

  it('the metrics and the colour metric per series, unordered without a sort metric', () => {
    const [query] = buildQuery(fd).queries;
    expect(query).toMatchObject({ columns: ['name'], metrics: ['mpg', 'hp', 'accel'], orderby: [] });
  });

  it('a sort metric joins the metrics and orders them descending with order_desc', () => {
    const [query] = buildQuery({ ...fd, timeseries_limit_metric: 'weight', order_desc: true }).queries;
    expect(query?.metrics).toEqual(['mpg', 'hp', 'accel', 'weight']);
    expect(query?.orderby).toEqual([['weight', false]]);
    const [unordered] = buildQuery({ ...fd, timeseries_limit_metric: 'hp', order_desc: false }).queries;
    expect(unordered?.metrics).toEqual(['mpg', 'hp', 'accel']);
    expect(unordered?.orderby).toEqual([]);
  });
});
