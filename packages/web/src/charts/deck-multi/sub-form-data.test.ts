import { describe, expect, it } from 'vitest';
import { subChartFormData } from './sub-form-data';

const layer = {
  datasource: '3__table',
  viz_type: 'deck_scatter',
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'elevation > 0' }],
};
const multiAdhoc = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' };
const dashboardFilter = { col: 'state', op: 'IN', val: ['CA'], isExtra: true };

describe("deck_multi's filters on each layer (Superset's DeckMulti)", () => {
  it("adds the multi's adhoc filters after the layer's own", () => {
    expect(subChartFormData(layer, { adhoc_filters: [multiAdhoc] }).adhoc_filters).toEqual([
      layer.adhoc_filters[0],
      multiAdhoc,
    ]);
    expect(subChartFormData({ ...layer, adhoc_filters: undefined }, {}).adhoc_filters).toEqual([]);
  });

  it("adds the dashboard's filters after the layer's extra filters, and nothing else of the extra form data", () => {
    const merged = subChartFormData(
      { ...layer, extra_form_data: { filters: [{ col: 'kind', op: '==', val: 'a' }], time_range: 'Last week' } },
      { extra_form_data: { filters: [dashboardFilter], time_range: 'Last year', time_grain_sqla: 'P1D' } },
    );
    expect(merged.extra_form_data).toEqual({
      filters: [{ col: 'kind', op: '==', val: 'a' }, dashboardFilter],
      time_range: 'Last week',
    });
    expect(merged.viz_type).toBe('deck_scatter');
    expect(merged.datasource).toBe('3__table');
  });

  it("leaves the layer's extra form data alone when the dashboard filters nothing", () => {
    expect('extra_form_data' in subChartFormData(layer, { extra_form_data: {} })).toBe(false);
    const own = { ...layer, extra_form_data: { time_range: 'Last week' } };
    expect(subChartFormData(own, { extra_form_data: { filters: [] } }).extra_form_data).toEqual({
      time_range: 'Last week',
    });
  });
});
