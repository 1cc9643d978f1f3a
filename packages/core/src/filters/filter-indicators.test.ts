import { describe, expect, it } from 'vitest';
import { parseLayout } from '../layout/parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';
import { filterIndicatorsForChart } from './filter-indicators.js';
import { selectFilterDataMask, timeFilterDataMask } from './filter-values.js';
import type { NativeFilterConfig } from './native-filter-config.js';
import { testColumn } from '../../test-support/filter-fixtures.js';

const layout = parseLayout(exported.position);
const filter = (id: string, filterType: string, column?: string): NativeFilterConfig => ({
  id,
  name: id.replace('NATIVE_FILTER-', ''),
  type: 'NATIVE_FILTER',
  filterType,
  targets: [column === undefined ? {} : { datasetId: 1, column: { name: column } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
});
const nativeFilters = [
  filter('NATIVE_FILTER-origin', 'filter_select', 'origin'),
  filter('NATIVE_FILTER-tail', 'filter_select', 'tail_number'),
  filter('NATIVE_FILTER-period', 'filter_time'),
  filter('NATIVE_FILTER-dest', 'filter_select', 'dest'),
  { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'More' },
];
const masks = {
  'NATIVE_FILTER-origin': selectFilterDataMask('origin', ['JFK']),
  'NATIVE_FILTER-tail': selectFilterDataMask('tail_number', ['N1']),
  'NATIVE_FILTER-period': timeFilterDataMask('Last week'),
  '101': {
    extraFormData: { filters: [{ col: 'carrier', op: 'IN' as const, val: ['DL'] }] },
    filterState: { value: ['DL'] },
  },
};

describe('filterIndicatorsForChart', () => {
  it('sorts the filters in scope into applied, incompatible (from the dataset) and unset', () => {
    const columns = [testColumn('origin'), testColumn('dest'), testColumn('carrier')];
    const out = filterIndicatorsForChart({ chartId: 102, columns }, masks, { layout, nativeFilters });
    expect(out.applied.map((i) => i.id)).toEqual(['101', 'NATIVE_FILTER-origin']);
    expect(out.applied[0]?.isCrossFilter).toBe(true);
    expect(out.incompatible.map((i) => [i.id, i.reason])).toEqual([
      ['NATIVE_FILTER-tail', 'not_in_datasource'],
      ['NATIVE_FILTER-period', 'no_temporal_column'],
    ]);
    expect(out.unset.map((i) => i.id)).toEqual(['NATIVE_FILTER-dest']);
    expect(out.rejected).toEqual([]);
  });
  it('takes the chart data answer’s rejected_filters as rejected, with the server’s reason', () => {
    const out = filterIndicatorsForChart(
      { chartId: 102, rejectedFilters: [{ column: '__time_range', reason: 'no_temporal_column' }] },
      masks,
      { layout, nativeFilters },
    );
    expect(out.rejected.map((i) => [i.id, i.column, i.reason])).toEqual([
      ['NATIVE_FILTER-period', '__time_range', 'no_temporal_column'],
    ]);
    expect(out.applied.map((i) => i.id)).toEqual(['101', 'NATIVE_FILTER-origin', 'NATIVE_FILTER-tail']);
  });
  it('shows the emitting chart no indicator of its own cross-filter', () => {
    const out = filterIndicatorsForChart({ chartId: 101 }, masks, { layout, nativeFilters });
    expect(out.applied.map((i) => i.id)).not.toContain('101');
  });
});
