import { describe, expect, it } from 'vitest';
import { parseDashboardMetadata } from '../dashboard/json-metadata.js';
import exported from '../../test-support/superset-dashboard.json';
import { parseDataMaskState } from './data-mask-schema.js';
import { getInitialDataMask } from './filter-ids.js';
import { selectFilterDataMask } from './filter-values.js';
import type { NativeFilterConfig } from './native-filter-config.js';
import { defaultDataMaskOf, rebuildDataMasks, selectFirstItemDataMask } from './rebuild-data-masks.js';

const metadata = parseDashboardMetadata(exported.metadata);
const nativeFilters = metadata.native_filter_configuration ?? [];
const firstByDefault: NativeFilterConfig = {
  id: 'NATIVE_FILTER-first',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'dest' } }],
  controlValues: { defaultToFirstItem: true },
};

describe('rebuildDataMasks (HYDRATE_DASHBOARD)', () => {
  it('gives each native filter its default, each configured chart an empty mask, and no divider a mask', () => {
    const { dataMasks, selectFirst } = rebuildDataMasks({
      nativeFilters,
      chartConfiguration: metadata.chart_configuration,
    });
    expect(Object.keys(dataMasks)).toEqual(['101', '106', 'NATIVE_FILTER-carrier', 'NATIVE_FILTER-period']);
    expect(dataMasks['NATIVE_FILTER-period']).toEqual({
      id: 'NATIVE_FILTER-period',
      extraFormData: { time_range: 'Last quarter' },
      filterState: { value: 'Last quarter' },
      ownState: {},
    });
    expect(dataMasks['101']).toEqual(getInitialDataMask(101));
    expect(selectFirst).toEqual([]);
  });
  it('restores masks from a URL key or permalink over the defaults, and drops stale native-filter keys', () => {
    const initial = parseDataMaskState(
      JSON.stringify({
        'NATIVE_FILTER-carrier': selectFilterDataMask('airline', ['UA']),
        '106': selectFilterDataMask('carrier', ['DL']),
      }),
    );
    const current = {
      'NATIVE_FILTER-removed': getInitialDataMask('NATIVE_FILTER-removed'),
      '112': getInitialDataMask('112', { ownState: { currentPage: 2 } }),
    };
    const { dataMasks } = rebuildDataMasks({
      nativeFilters,
      chartConfiguration: metadata.chart_configuration,
      initial,
      current,
    });
    expect(dataMasks['NATIVE_FILTER-carrier']?.extraFormData).toEqual({
      filters: [{ col: 'airline', op: 'IN', val: ['UA'] }],
    });
    expect(dataMasks['106']?.filterState.value).toEqual(['DL']);
    expect(dataMasks['112']?.ownState).toEqual({ currentPage: 2 });
    expect(dataMasks).not.toHaveProperty('NATIVE_FILTER-removed');
  });
  it('keeps no cross-filter mask when cross-filters are off', () => {
    const { dataMasks } = rebuildDataMasks({
      nativeFilters,
      chartConfiguration: metadata.chart_configuration,
      crossFiltersEnabled: false,
      current: { '101': getInitialDataMask(101) },
    });
    expect(Object.keys(dataMasks)).toEqual(['NATIVE_FILTER-carrier', 'NATIVE_FILTER-period']);
  });
  it("restores a legacy filter box's selection from a URL key or permalink, cross-filters on or off", () => {
    const box = { id: 'FILTER_BOX-7', filterState: { value: { origin: ['BOS'] } } };
    for (const crossFiltersEnabled of [true, false]) {
      const { dataMasks } = rebuildDataMasks({
        nativeFilters,
        crossFiltersEnabled,
        initial: parseDataMaskState({ 'FILTER_BOX-7': box }),
      });
      expect(dataMasks['FILTER_BOX-7']?.filterState?.value).toEqual({ origin: ['BOS'] });
    }
  });

  it('marks select-first filters without a value, and selects the first option once loaded', () => {
    expect(rebuildDataMasks({ nativeFilters: [firstByDefault] }).selectFirst).toEqual(['NATIVE_FILTER-first']);
    expect(selectFirstItemDataMask(firstByDefault, ['ATL', 'BOS']).extraFormData).toEqual({
      filters: [{ col: 'dest', op: 'IN', val: ['ATL'] }],
    });
  });
  it('derives the extraFormData of a default saved with only its filterState value', () => {
    const filter = { ...firstByDefault, controlValues: {}, defaultDataMask: { filterState: { value: ['SEA'] } } };
    expect(defaultDataMaskOf(filter).extraFormData).toEqual({ filters: [{ col: 'dest', op: 'IN', val: ['SEA'] }] });
  });
});

describe('parseDataMaskState', () => {
  it('reads JSON text, keeps values unchanged and drops entries that are not masks', () => {
    const odd = `it's 100% "odd" \\ ünïcødé ${'x'.repeat(50)}`;
    const parsed = parseDataMaskState(JSON.stringify({ a: selectFilterDataMask('c', [odd]), b: 3 }));
    expect(parsed['a']?.extraFormData.filters?.[0]?.val).toEqual([odd]);
    expect(parsed).not.toHaveProperty('b');
    expect(parseDataMaskState('{not json')).toEqual({});
  });
  it('keeps every extraFormData key Superset defines and drops malformed filters', () => {
    const extraFormData = {
      time_grain_sqla: 'P1W',
      granularity: 'ds',
      interactive_groupby: ['origin'],
      custom_form_data: { x: 1 },
      relative_start: 'now',
    };
    const parsed = parseDataMaskState({
      m: { extraFormData: { ...extraFormData, filters: [{ col: 'a' }], bogus: 1 } },
    });
    expect(parsed['m']?.extraFormData).toEqual(extraFormData);
  });
});
