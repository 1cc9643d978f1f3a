import { describe, expect, it } from 'vitest';
import { parseDashboardMetadata } from '../dashboard/json-metadata.js';
import { parseLayout } from '../layout/parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';
import { blockedChartIds, isFilterBlocking } from './filter-blocking.js';
import { selectFilterDataMask } from './filter-values.js';
import type { NativeFilterConfig } from './native-filter-config.js';

const layout = parseLayout(exported.position);
const metadata = parseDashboardMetadata(exported.metadata);
const filters = metadata.native_filter_configuration ?? [];
const required: NativeFilterConfig = {
  id: 'NATIVE_FILTER-required',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'dest' } }],
  controlValues: { enableEmptyFilter: true },
  scope: { rootPath: ['TAB-Routes'], excluded: [110] },
};

describe('isFilterBlocking', () => {
  it('blocks while a required filter has no value, not once it has one', () => {
    expect(isFilterBlocking(required, undefined)).toBe(true);
    expect(isFilterBlocking(required, selectFilterDataMask('dest', [], { enableEmptyFilter: true }))).toBe(true);
    expect(isFilterBlocking(required, selectFilterDataMask('dest', ['LAX']))).toBe(false);
  });
  it('never blocks for an optional filter, an inverse selection or a divider', () => {
    expect(isFilterBlocking(filters[0] as NativeFilterConfig, undefined)).toBe(false);
    expect(
      isFilterBlocking({ ...required, controlValues: { enableEmptyFilter: true, inverseSelection: true } }, {}),
    ).toBe(false);
    expect(isFilterBlocking({ id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER' }, {})).toBe(false);
  });
  it('blocks a select-first-by-default filter until its first value is chosen', () => {
    const first = { ...required, controlValues: { defaultToFirstItem: true } };
    expect(isFilterBlocking(first, { filterState: {} })).toBe(true);
  });
});

describe('blockedChartIds', () => {
  it('names the charts in a blocking filter’s scope and the filters holding each', () => {
    const blocked = blockedChartIds({}, { layout, nativeFilters: [...filters, required] });
    expect([...blocked.keys()]).toEqual([108, 109]);
    expect(blocked.get(108)).toEqual(['NATIVE_FILTER-required']);
    expect(
      blockedChartIds(
        { 'NATIVE_FILTER-required': selectFilterDataMask('dest', ['LAX']) },
        {
          layout,
          nativeFilters: [required],
        },
      ).size,
    ).toBe(0);
  });
});
