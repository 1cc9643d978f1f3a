import { describe, expect, it } from 'vitest';
import { parseLayout } from '../layout/parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';
import {
  FilterBoxFormDataSchema,
  filterBoxColumnScope,
  filterBoxExtraFormData,
  filterBoxExtraFormDataByChart,
  filterBoxInitialSelection,
  loadedDefaultFilters,
} from './filter-box.js';

const layout = parseLayout(exported.position);
/** Chart 101 as a legacy filter box. */
const formData = FilterBoxFormDataSchema.parse({
  viz_type: 'filter_box',
  filter_configs: [
    { column: 'origin', label: 'Origin', defaultValue: 'JFK;LGA', multiple: true, clearable: true },
    { column: 'distance', label: 'Distance', defaultValue: '250', multiple: false },
    { column: 'cancelled', defaultValue: 'true', multiple: false },
    { bogus: true },
  ],
  date_filter: true,
  time_range: 'Last year',
  show_sqla_time_column: true,
  granularity_sqla: 'flight_date',
  show_sqla_time_granularity: false,
  time_grain_sqla: 'P1D',
  instant_filtering: false,
});
const columnTypes = { distance: 'INTEGER', cancelled: 'BOOLEAN' };
const filterScopes = {
  '101': {
    origin: { scope: ['TAB-Details'], immune: [109] },
    __time_range: { scope: ['ROOT_ID'], immune: [102] },
  },
};

describe('legacy filter box', () => {
  it('reads its fields, keeping the settings', () => {
    expect(formData.filter_configs.map((f) => f.column)).toEqual(['origin', 'distance', 'cancelled']);
    expect(formData.instant_filtering).toBe(false);
  });
  it('starts from the defaults (split on ; when multiple, typed when single), default_filters over them', () => {
    expect(filterBoxInitialSelection(101, formData, '{}', columnTypes)).toEqual({
      origin: ['JFK', 'LGA'],
      distance: 250,
      cancelled: true,
      __time_range: 'Last year',
      __time_col: 'flight_date',
    });
    const saved = JSON.stringify({ '101': { origin: ['SFO'], __time_range: 'Last week' } });
    const selection = filterBoxInitialSelection(101, formData, saved, columnTypes);
    expect(selection['origin']).toEqual(['SFO']);
    expect(selection['__time_range']).toBe('Last week');
  });
  it('turns a selection into extraFormData: IN for lists, == for one value, time columns as time keys', () => {
    expect(
      filterBoxExtraFormData({
        origin: ['JFK'],
        distance: 250,
        dest: [],
        __time_range: 'Last week',
        __time_grain: 'P1W',
      }),
    ).toEqual({
      filters: [
        { col: 'origin', op: 'IN', val: ['JFK'] },
        { col: 'distance', op: '==', val: 250 },
      ],
      time_range: 'Last week',
      time_grain_sqla: 'P1W',
    });
  });
  it('scopes each column by filter_scopes, the root by default', () => {
    expect(filterBoxColumnScope(filterScopes, 101, 'origin')).toEqual({ scope: ['TAB-Details'], immune: [109] });
    expect(filterBoxColumnScope(filterScopes, 101, 'distance')).toEqual({ scope: ['ROOT_ID'], immune: [] });
  });
  it('gives each chart the columns scoped to it, immune charts and the filter box itself excluded', () => {
    const byChart = filterBoxExtraFormDataByChart(
      [{ chartId: 101, selection: { origin: ['JFK'], __time_range: 'Last week' } }],
      filterScopes,
      layout,
    );
    expect(byChart.has(101)).toBe(false);
    expect(byChart.get(102)).toBeUndefined();
    expect(byChart.get(103)).toEqual({ time_range: 'Last week' });
    expect(byChart.get(108)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }], time_range: 'Last week' });
    expect(byChart.get(109)).toEqual({ time_range: 'Last week' });
  });
});

describe('preselect_filters', () => {
  it('replaces default_filters as a whole when the URL gives it, else default_filters stays', () => {
    const saved = JSON.stringify({ '101': { origin: ['SFO'] }, '102': { dest: ['BOS'] } });
    const preselect = { '101': { origin: ['SEA'] } };
    expect(loadedDefaultFilters(saved, preselect)).toBe(preselect);
    expect(filterBoxInitialSelection(102, formData, loadedDefaultFilters(saved, preselect))).not.toHaveProperty('dest');
    expect(loadedDefaultFilters(saved, null)).toBe(saved);
  });
});
