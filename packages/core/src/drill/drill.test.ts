import { describe, expect, it } from 'vitest';
import { chartDimensions, drillByColumns, drillByFormData, drillDetailPayload } from './drill.js';

const bar = {
  viz_type: 'echarts_timeseries_bar',
  datasource: '1__table',
  x_axis: 'date',
  groupby: ['origin'],
  adhoc_filters: [
    { expressionType: 'SIMPLE' as const, clause: 'WHERE' as const, subject: 'delay', operator: '>', comparator: 0 },
  ],
};
const clicked = [{ col: 'origin', op: 'IN' as const, val: ['SEA'] }];

describe('drillDetailPayload', () => {
  it("keeps the chart's filters, where clause and time range and adds the clicked mark's", () => {
    const payload = drillDetailPayload(
      {
        filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: 'Last year' }],
        extras: { where: 'delay > 0' },
        time_range: 'Last year',
        granularity: null,
      },
      clicked,
    );
    expect(payload).toEqual({
      filters: [
        { col: 'date', op: 'TEMPORAL_RANGE', val: 'Last year' },
        { col: 'origin', op: 'IN', val: ['SEA'] },
      ],
      extras: { where: 'delay > 0' },
      time_range: 'Last year',
    });
  });

  it('asks for every row without a query or a click', () => {
    expect(drillDetailPayload(undefined, [])).toEqual({ filters: [] });
  });
});

describe('drillByFormData', () => {
  it('replaces the clicked dimension and narrows by the clicked value', () => {
    const next = drillByFormData(bar, clicked, 'destination');
    expect(next['groupby']).toEqual(['destination']);
    expect(next['x_axis']).toBe('date');
    expect(next['adhoc_filters']).toEqual([
      ...bar.adhoc_filters,
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'origin', operator: 'IN', comparator: ['SEA'] },
    ]);
  });

  it('replaces a single-column field with a single column, and groupby when nothing is set', () => {
    const pie = { viz_type: 'big_number', datasource: '1__table', x_axis: 'date' };
    expect(drillByFormData(pie, [], 'origin')['x_axis']).toBe('origin');
    expect(drillByFormData({ viz_type: 'x', datasource: '1__table' }, [], 'origin')['groupby']).toEqual(['origin']);
  });
});

describe('drillByColumns', () => {
  it('offers groupable columns the chart does not use, sorted by display name', () => {
    const columns = [
      { column_name: 'origin', groupby: true },
      { column_name: 'zone', verbose_name: 'Area', groupby: true },
      { column_name: 'date', groupby: true },
      { column_name: 'secret', groupby: false },
      { column_name: 'carrier', groupby: true },
    ];
    expect(chartDimensions(bar)).toEqual(['origin', 'date']);
    expect(drillByColumns(columns, bar).map((c) => c.column_name)).toEqual(['zone', 'carrier']);
  });
});
