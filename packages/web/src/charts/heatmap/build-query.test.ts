import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import example from '../../../test-support/charts/heatmap/heatmap-example.json';
import { buildQuery } from './build-query';

const formData = example.form_data as FormData;
const query = (extra: Record<string, unknown>) => buildQuery({ ...formData, ...extra }).queries[0];

describe('heatmap buildQuery', () => {
  it("sends the example chart's query context: both axes, the metric, axis order and the rank", () => {
    expect(buildQuery(formData)).toEqual(example.query_context);
  });

  it('orders only by axes sorted alphabetically; a metric sort happens after the query', () => {
    expect(query({ sort_x_axis: 'value_desc', sort_y_axis: 'alpha_desc' })?.orderby).toEqual([['cylinders', false]]);
    expect(query({ sort_x_axis: undefined, sort_y_axis: undefined })?.orderby).toEqual([]);
  });

  it('ranks within each column for x, each row for y, across the heatmap otherwise', () => {
    const rankOf = (across: string) => query({ normalize_across: across })?.post_processing;
    expect(rankOf('x')).toEqual([
      { operation: 'rank', options: { metric: 'avg_miles_per_gallon', group_by: 'origin' } },
    ]);
    expect(rankOf('y')).toEqual([
      { operation: 'rank', options: { metric: 'avg_miles_per_gallon', group_by: 'cylinders' } },
    ]);
    expect(rankOf('heatmap')).toEqual([{ operation: 'rank', options: { metric: 'avg_miles_per_gallon' } }]);
  });

  it('takes a y-axis saved as a one-item list', () => {
    expect(query({ groupby: ['cylinders'] })?.columns?.[1]).toBe('cylinders');
  });
});
