import { describe, expect, it } from 'vitest';
import { readPreviewFormData } from './preview-form-data';

const read = (query: string) => readPreviewFormData(new URLSearchParams(query));

describe('readPreviewFormData', () => {
  it('reads form data from JSON and lets viz_type and datasource parameters override it', () => {
    const fd = encodeURIComponent(
      JSON.stringify({ viz_type: 'echarts_area', datasource: '1__table', metrics: ['count'] }),
    );
    expect(read(`form_data=${fd}`)).toEqual({
      formData: { viz_type: 'echarts_area', datasource: '1__table', metrics: ['count'] },
    });
    expect(read(`form_data=${fd}&viz_type=echarts_timeseries_bar&datasource=2__table`)).toEqual({
      formData: { viz_type: 'echarts_timeseries_bar', datasource: '2__table', metrics: ['count'] },
    });
    expect(read('viz_type=pie&datasource=3__table')).toEqual({ formData: { viz_type: 'pie', datasource: '3__table' } });
  });

  it('refuses unreadable JSON and form data without a type or datasource', () => {
    expect(read('form_data={nope')).toEqual({ error: 'invalid-json' });
    expect(read('form_data=[1]')).toEqual({ error: 'invalid-json' });
    expect(read('viz_type=pie')).toEqual({ error: 'missing-keys' });
  });
});
