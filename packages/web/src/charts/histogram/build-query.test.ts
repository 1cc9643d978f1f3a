import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import example from '../../../test-support/charts/histogram/histogram-example.json';
import { buildQuery } from './build-query';

const formData = example.form_data as FormData;
const query = (extra: Record<string, unknown>) => buildQuery({ ...formData, ...extra }).queries[0];

describe('histogram buildQuery', () => {
  it("sends the example chart's query context: raw values of the column with the dimensions, binned after", () => {
    expect(buildQuery(formData)).toEqual(example.query_context);
    expect(query({})?.metrics).toBeUndefined();
  });

  it('bins cumulatively or as shares when asked, 5 bins when the count is not a number', () => {
    expect(query({ cumulative: true, normalize: true, bins: 'x' })?.post_processing?.[0]?.options).toMatchObject({
      bins: 5,
      cumulative: true,
      normalize: true,
    });
  });
});
