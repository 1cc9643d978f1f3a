import { describe, expect, it } from 'vitest';
import { parseLayout } from '../layout/parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';
import {
  dashboardFilterBoxExtraFormData,
  filterBoxMaskId,
  filterBoxSelection,
  type FilterBoxChart,
} from './filter-box-masks.js';

const layout = parseLayout(exported.position);
/** Chart 101 is a filter box on origin (default JFK), scoped to the Details tab less chart 109. */
const box: FilterBoxChart = {
  id: 101,
  viz_type: 'filter_box',
  form_data: { filter_configs: [{ column: 'origin', defaultValue: 'JFK', multiple: true }] },
};
const others: FilterBoxChart[] = [102, 106, 109, 111].map((id) => ({ id, viz_type: 'table', form_data: {} }));
const metadata = { filter_scopes: { '101': { origin: { scope: ['TAB-Details'], immune: [109] } } } };

describe('filter box masks on a dashboard', () => {
  it('starts from the defaults, then default_filters, then what the user picked', () => {
    expect(filterBoxSelection(box, {}, undefined)).toEqual({ origin: ['JFK'] });
    expect(filterBoxSelection(box, {}, JSON.stringify({ '101': { origin: ['SFO'] } }))).toEqual({ origin: ['SFO'] });
    const picked = { [filterBoxMaskId(101)]: { filterState: { value: { origin: ['LAX', 'O\'Hare "%"'] } } } };
    expect(filterBoxSelection(box, picked, undefined)).toEqual({ origin: ['LAX', 'O\'Hare "%"'] });
  });

  it('filters the charts of its filter_scopes, never immune charts nor itself', () => {
    const byChart = dashboardFilterBoxExtraFormData([box, ...others], {}, metadata, layout);
    expect([...byChart.keys()].sort()).toEqual([106, 111]);
    expect(byChart.get(106)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }] });
  });

  it('filters nothing once the filter box left the layout', () => {
    const withoutBox = Object.fromEntries(Object.entries(layout).filter(([id]) => id !== 'CHART-a1'));
    expect(dashboardFilterBoxExtraFormData([box, ...others], {}, metadata, withoutBox).size).toBe(0);
  });

  it('filters nothing when the user cleared every field', () => {
    const cleared = { [filterBoxMaskId(101)]: { filterState: { value: {} } } };
    expect(dashboardFilterBoxExtraFormData([box, ...others], cleared, metadata, layout).size).toBe(0);
  });
});
