import { describe, expect, it } from 'vitest';
import { QueryContextSchema } from '../query/query-object.js';
import { testColumn } from '../../test-support/filter-fixtures.js';
import { buildFilterOptionsQuery, filterOptionValues, validChildValues } from './filter-options-query.js';
import { selectFilterDataMask } from './filter-values.js';
import type { NativeFilterConfig } from './native-filter-config.js';

const origin: NativeFilterConfig = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'origin' } }],
  controlValues: { sortAscending: true, multiSelect: true },
};
const destination: NativeFilterConfig = {
  ...origin,
  id: 'NATIVE_FILTER-dest',
  targets: [{ datasetId: 7, column: { name: 'dest' } }],
  controlValues: { sortAscending: false },
  cascadeParentIds: ['NATIVE_FILTER-origin'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'cancelled', operator: '==', comparator: 0 }],
  time_range: 'Last year',
  granularity_sqla: 'flight_date',
};
const dataset = {
  id: 7,
  columns: [testColumn('origin'), testColumn('dest'), testColumn('distance', { type: 'INTEGER', type_generic: 0 })],
};

describe('buildFilterOptionsQuery', () => {
  it('groups by the column with the count metric, 1000 rows, sorted ascending', () => {
    const context = buildFilterOptionsQuery(origin, {});
    expect(context?.datasource).toEqual({ id: 7, type: 'table' });
    const [query] = QueryContextSchema.parse(context).queries;
    expect(query?.columns).toEqual(['origin']);
    expect(query?.metrics).toEqual([{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }]);
    expect(query?.row_limit).toBe(1000);
    expect(query?.orderby).toEqual([['origin', true]]);
    expect(query?.filters).toEqual([]);
  });
  it('cascades: the parents’ selection, the pre-filters and the time range reach the child’s query; sorted descending', () => {
    const masks = { 'NATIVE_FILTER-origin': selectFilterDataMask('origin', ['JFK']) };
    const [query] = QueryContextSchema.parse(buildFilterOptionsQuery(destination, masks)).queries;
    expect(query?.filters).toEqual([
      { col: 'cancelled', op: '==', val: 0 },
      { col: 'flight_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'origin', op: 'IN', val: ['JFK'] },
    ]);
    expect(query?.orderby).toEqual([['dest', false]]);
  });
  it('orders by the sort metric, which replaces count', () => {
    const [query] = QueryContextSchema.parse(
      buildFilterOptionsQuery({ ...origin, sortMetric: 'sum__delay' }, {}),
    ).queries;
    expect(query?.metrics).toEqual(['sum__delay']);
    expect(query?.orderby).toEqual([['sum__delay', true]]);
  });
  it('searches a string column with ILIKE %term%, a numeric one only for a numeric term', () => {
    const [query] = QueryContextSchema.parse(buildFilterOptionsQuery(origin, {}, { search: "O'H%", dataset })).queries;
    expect(query?.filters).toEqual([{ col: 'origin', op: 'ILIKE', val: "%O'H%%" }]);
    const distance = { ...origin, targets: [{ datasetId: 7, column: { name: 'distance' } }] };
    expect(
      QueryContextSchema.parse(buildFilterOptionsQuery(distance, {}, { search: 'abc', dataset })).queries[0]?.filters,
    ).toEqual([]);
    expect(
      QueryContextSchema.parse(buildFilterOptionsQuery(distance, {}, { search: '12', dataset })).queries[0]?.filters,
    ).toEqual([{ col: 'distance', op: 'ILIKE', val: '%12%' }]);
  });
  it('asks MIN and MAX for a range filter, grains and columns for the time filters, nothing for a time range', () => {
    const range = QueryContextSchema.parse(buildFilterOptionsQuery({ ...origin, filterType: 'filter_range' }, {}));
    expect(range.queries[0]?.metrics?.map((m) => (typeof m === 'string' ? m : m.label))).toEqual(['min', 'max']);
    expect(buildFilterOptionsQuery({ ...origin, filterType: 'filter_timegrain' }, {})?.result_type).toBe('timegrains');
    expect(buildFilterOptionsQuery({ ...origin, filterType: 'filter_timecolumn' }, {})?.result_type).toBe('columns');
    expect(buildFilterOptionsQuery({ ...origin, filterType: 'filter_time', targets: [{}] }, {})).toBeNull();
  });
});

describe('validChildValues', () => {
  it('keeps the child’s values its new options hold and clears it when none remain', () => {
    const options = filterOptionValues([{ dest: 'LAX' }, { dest: 'SFO' }], 'dest');
    expect(options).toEqual(['LAX', 'SFO']);
    expect(validChildValues(['LAX', 'BOS'], options)).toEqual(['LAX']);
    expect(validChildValues(['BOS'], options)).toBeNull();
  });
});
