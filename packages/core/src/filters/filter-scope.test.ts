import { describe, expect, it } from 'vitest';
import { parseDashboardMetadata } from '../dashboard/json-metadata.js';
import { parseLayout } from '../layout/parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';
import type { DataMask } from './data-mask.js';
import {
  activeFilterScopes,
  chartIdsInFilterScope,
  extraFormDataForChart,
  getExtraFormDataForChart,
  type FilterScopeInputs,
} from './filter-scope.js';
import { selectFilterDataMask, timeFilterDataMask } from './filter-values.js';

const layout = parseLayout(exported.position);
const metadata = parseDashboardMetadata(exported.metadata);
const inputs: FilterScopeInputs = {
  layout,
  nativeFilters: metadata.native_filter_configuration,
  chartConfiguration: metadata.chart_configuration,
  globalChartConfiguration: metadata.global_chart_configuration,
  crossFiltersEnabled: metadata.cross_filters_enabled,
};
const carrier = { extraFormData: { filters: [{ col: 'airline', op: 'IN' as const, val: ['AA'] }] } };
const period = { extraFormData: { time_range: 'Last quarter' } };
const clickOn101: DataMask = { extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }] } };
const clickOn106: DataMask = { extraFormData: { filters: [{ col: 'carrier', op: 'IN', val: ['DL'] }] } };

describe("chartIdsInFilterScope (Superset's getChartIdsInFilterScope)", () => {
  it('keeps charts under a root path, less the excluded', () => {
    const all = [101, 104, 106, 108, 109, 111, 112];
    expect(chartIdsInFilterScope({ rootPath: ['TAB-Details'], excluded: [109] }, all, layout)).toEqual([
      106, 108, 111, 112,
    ]);
    expect(chartIdsInFilterScope({ rootPath: ['COLUMN-Left'], excluded: [] }, all, layout)).toEqual([104]);
  });
});

describe('activeFilterScopes', () => {
  const scopes = activeFilterScopes(
    {
      'NATIVE_FILTER-carrier': carrier,
      'NATIVE_FILTER-period': period,
      '101': clickOn101,
      '106': clickOn106,
      gone: carrier,
    },
    inputs,
  );
  it('scopes a dashboard-wide native filter to every chart less the excluded', () => {
    expect(scopes.get('NATIVE_FILTER-carrier')).toEqual([101, 102, 104, 105, 106, 107, 108, 109, 110, 111, 112]);
  });
  it('walks the layout for a tab-scoped filter saved without chartsInScope', () => {
    expect(scopes.get('NATIVE_FILTER-period')).toEqual([106, 107, 108, 110, 111, 112]);
  });
  it('scopes a global cross-filter to the global charts less the emitting chart, and an own scope by the layout', () => {
    expect(scopes.get('101')).toEqual([102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]);
    expect(scopes.get('106')).toEqual([107]);
  });
  it('gives a chart without chart_configuration the global scope, and ignores masks of removed filters', () => {
    expect(activeFilterScopes({ '105': clickOn101 }, inputs).get('105')).not.toContain(105);
    expect(scopes.has('gone')).toBe(false);
  });
  it('ignores cross-filters when the dashboard turns them off', () => {
    expect(activeFilterScopes({ '101': clickOn101 }, { ...inputs, crossFiltersEnabled: false }).size).toBe(0);
  });
});

describe("extraFormDataForChart (Superset's getFormDataWithExtraFilters input)", () => {
  const masks = { 'NATIVE_FILTER-carrier': carrier, 'NATIVE_FILTER-period': period, '101': clickOn101 };
  it('merges every mask whose scope holds the chart, in key order (chart ids first, as Object.values in Superset)', () => {
    expect(extraFormDataForChart(108, masks, inputs)).toEqual({
      filters: [
        { col: 'origin', op: 'IN', val: ['JFK'] },
        { col: 'airline', op: 'IN', val: ['AA'] },
      ],
      time_range: 'Last quarter',
    });
  });
  it('leaves out filters that exclude the chart and its own cross-filter', () => {
    expect(extraFormDataForChart(103, masks, inputs)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }] });
    expect(extraFormDataForChart(101, masks, inputs)).toEqual({ filters: [{ col: 'airline', op: 'IN', val: ['AA'] }] });
    expect(extraFormDataForChart(109, { 'NATIVE_FILTER-period': period }, inputs)).toEqual({});
  });
  it('tolerates null masks and masks without extraFormData', () => {
    expect(extraFormDataForChart(108, { 'NATIVE_FILTER-carrier': null, '101': {} }, inputs)).toEqual({});
  });
});

const filters = metadata.native_filter_configuration ?? [];

describe('getExtraFormDataForChart', () => {
  const masks = {
    'NATIVE_FILTER-carrier': selectFilterDataMask('airline', ['AA']),
    'NATIVE_FILTER-period': timeFilterDataMask('Last week'),
    '106': selectFilterDataMask('carrier', ['DL']),
  };
  const extraFor = (chartId: number) =>
    getExtraFormDataForChart(chartId, masks, filters, metadata.chart_configuration, layout, {
      globalChartConfiguration: metadata.global_chart_configuration,
    });
  it('merges the native filters scoped to the chart: a tab-scoped time filter reaches charts in that tab only', () => {
    expect(extraFor(108)).toEqual({ filters: [{ col: 'airline', op: 'IN', val: ['AA'] }], time_range: 'Last week' });
    expect(extraFor(102)).toEqual({ filters: [{ col: 'airline', op: 'IN', val: ['AA'] }] });
  });
  it('leaves out excluded charts (103 for the carrier, 109 for the period)', () => {
    expect(extraFor(103)).toEqual({});
    expect(extraFor(109)).toEqual({ filters: [{ col: 'airline', op: 'IN', val: ['AA'] }] });
  });
  it('applies a cross-filter by its chart_configuration scope and never to the emitting chart', () => {
    expect(extraFor(107).filters).toEqual([
      { col: 'carrier', op: 'IN', val: ['DL'] },
      { col: 'airline', op: 'IN', val: ['AA'] },
    ]);
    expect(extraFor(106).filters).toEqual([{ col: 'airline', op: 'IN', val: ['AA'] }]);
  });
});
