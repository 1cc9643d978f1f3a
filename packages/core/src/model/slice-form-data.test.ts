import { describe, expect, it } from 'vitest';
import { sliceFormData } from './slice-form-data.js';

describe('sliceFormData (Superset Slice.form_data)', () => {
  const chart = { id: 7, viz_type: 'table', datasource_id: 3, datasource_type: 'table', cache_timeout: null };

  it("adds the chart's id, type and datasource when the params lack them", () => {
    expect(sliceFormData({ ...chart, params: '{"groupby":["origin"]}' })).toEqual({
      groupby: ['origin'],
      slice_id: 7,
      viz_type: 'table',
      datasource: '3__table',
    });
  });

  it("lets the chart's own columns win over stale params, and keeps a set cache timeout", () => {
    const params = JSON.stringify({ viz_type: 'line', datasource: '9__table', slice_id: 1 });
    expect(sliceFormData({ ...chart, params, cache_timeout: 60 })).toMatchObject({
      viz_type: 'table',
      datasource: '3__table',
      slice_id: 7,
      cache_timeout: 60,
    });
  });

  it('reads params that are not a JSON object as empty', () => {
    expect(sliceFormData({ ...chart, params: 'not json', datasource_id: null })).toEqual({
      slice_id: 7,
      viz_type: 'table',
    });
  });
});
