import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import example from '../../../test-support/charts/candlestick/candlestick-example.json';
import { buildQuery } from './build-query';

const formData = example.form_data as FormData;

describe('candlestick buildQuery', () => {
  it("sends the example chart's query context: the four metrics per quarter, oldest first", () => {
    expect(buildQuery(formData)).toEqual(example.query_context);
  });

  it('asks for a metric serving as two of the values once', () => {
    const query = buildQuery({ ...formData, open: 'min_price', low: 'min_price' }).queries[0];
    expect(query?.metrics?.filter((m) => m === 'min_price')).toHaveLength(1);
  });
});
