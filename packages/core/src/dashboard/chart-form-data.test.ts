import { describe, expect, it } from 'vitest';
import { buildQueryContext } from '../chart/build-query-context.js';
import type { FormData } from '../chart/plugin.js';
import { chartFormDataWithMasks } from './chart-form-data.js';

const saved: FormData = {
  viz_type: 'pie',
  datasource: '3__table',
  slice_id: 101,
  groupby: ['airline'],
  metric: 'count',
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'cancelled', operator: '==', comparator: 0 }],
  color_scheme: 'bnbColors',
  time_range: 'No filter',
};

describe("chartFormDataWithMasks (Superset's getFormDataWithExtraFilters)", () => {
  it("puts the dashboard's extra_form_data on the chart's saved form data", () => {
    const extra = { filters: [{ col: 'origin', op: 'IN' as const, val: ['JFK'] }], time_range: 'Last quarter' };
    const fd = chartFormDataWithMasks(saved, extra, { chartId: 101 });
    expect(fd).toEqual({
      ...saved,
      chart_id: 101,
      own_color_scheme: 'bnbColors',
      // The dashboard's filters are marked extra: a dataset without the column rejects them instead of failing.
      extra_form_data: { ...extra, filters: [{ col: 'origin', op: 'IN', val: ['JFK'], isExtra: true }] },
    });
  });
  it('is where the merge lands in the query: filters appended, time range overridden', () => {
    const fd = chartFormDataWithMasks(saved, {
      filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }],
      time_range: 'Last quarter',
    });
    const [query] = buildQueryContext(fd, (base) => [base]).queries;
    expect(query?.filters).toEqual(
      expect.arrayContaining([
        { col: 'cancelled', op: '==', val: 0 },
        { col: 'origin', op: 'IN', val: ['JFK'], isExtra: true },
      ]),
    );
    expect(query?.time_range).toBe('Last quarter');
  });
  it('leaves the saved form data as it is when no filter applies', () => {
    const withOwn: FormData = { ...saved, extra_form_data: { time_range: 'Last day' } };
    expect(chartFormDataWithMasks(withOwn, {})).toEqual({ ...withOwn, own_color_scheme: 'bnbColors' });
  });
  it("applies the dashboard's colour scheme and label colours", () => {
    const fd = chartFormDataWithMasks(
      saved,
      {},
      {
        colorScheme: 'supersetColors',
        labelColors: { AA: '#1FA8C9' },
        sharedLabelColors: ['AA'],
      },
    );
    expect(fd).toMatchObject({
      color_scheme: 'supersetColors',
      own_color_scheme: 'bnbColors',
      label_colors: { AA: '#1FA8C9' },
      shared_label_colors: ['AA'],
    });
    expect(chartFormDataWithMasks(saved, {}, { colorScheme: null })['color_scheme']).toBe('bnbColors');
  });
});
