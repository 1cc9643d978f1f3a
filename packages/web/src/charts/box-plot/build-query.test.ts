import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import example from '../../../test-support/charts/box-plot/box-plot-example.json';
import { buildQuery } from './build-query';

const formData = example.form_data as FormData;
const query = (extra: Record<string, unknown>) => buildQuery({ ...formData, ...extra }).queries[0];

describe('box plot buildQuery', () => {
  it("sends the example chart's query context: metrics per day and weather, summarised per weather", () => {
    expect(buildQuery(formData)).toEqual(example.query_context);
  });

  it('reads the whisker choice: min/max, or a percentile pair', () => {
    expect(query({ whiskerOptions: 'Min/max (no outliers)' })?.post_processing?.[0]?.options).toMatchObject({
      whisker_type: 'min/max',
    });
    expect(query({ whiskerOptions: '2/98 percentiles' })?.post_processing?.[0]?.options).toMatchObject({
      whisker_type: 'percentile',
      percentiles: [2, 98],
    });
  });

  it('summarises all rows in one box without dimensions', () => {
    const q = query({ groupby: [] });
    expect(q?.columns).toEqual(['date']);
    expect(q?.post_processing?.[0]?.options).toMatchObject({ groupby: [] });
  });
});
