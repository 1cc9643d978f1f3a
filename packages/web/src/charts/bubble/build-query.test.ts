import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import example from '../../../test-support/charts/bubble/bubble-example.json';
import { buildQuery } from './build-query';

const formData = example.form_data as FormData;
const query = (extra: Record<string, unknown>) => buildQuery({ ...formData, ...extra }).queries[0];

describe('bubble buildQuery', () => {
  it("sends the example chart's query context: x, y and size per entity and series", () => {
    expect(buildQuery(formData)).toEqual(example.query_context);
  });

  it('orders by the sort metric when set, ascending when not descending', () => {
    expect(query({ orderby: 'avg_life_expectancy', order_desc: false })?.orderby).toEqual([
      ['avg_life_expectancy', true],
    ]);
  });

  it('queries a metric used twice once, and honours the legacy limit', () => {
    const q = query({ y: 'avg_fertility', limit: '50' });
    expect(q?.metrics).toHaveLength(2);
    expect(q?.row_limit).toBe(50);
  });
});
