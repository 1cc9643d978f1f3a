import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  column,
  exploreResult,
  makeDatasource,
  makeSlice,
  singleMetricPanel,
  testPanel,
} from '../../../../test-support/features/explore/fixtures';
import { withDefaultTimeFilter } from './default-time-filter';
import { initialFormData } from './hydrate';
import { parseExploreUrl } from './url-params';

const noFilterOn = (subject: string) => ({
  expressionType: 'SIMPLE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
  clause: 'WHERE',
});

const BASE = { viz_type: 'table', datasource: '7__table' };
const fdWith = (adhocFilters?: unknown[]): FormData =>
  adhocFilters === undefined ? { ...BASE } : { ...BASE, adhoc_filters: adhocFilters };

const newChart = { panel: testPanel, datasource: makeDatasource(), isSavedChart: false };

describe('default time filter', () => {
  it("adds the main datetime column's No filter time range to a new chart", () => {
    expect(withDefaultTimeFilter(fdWith([]), newChart)['adhoc_filters']).toEqual([noFilterOn('departure_time')]);
  });

  it('uses the first temporal column when the dataset has no main datetime column', () => {
    const datasource = makeDatasource({
      main_dttm_col: null,
      columns: [
        column('origin'),
        column('arrival_time', { type: 'TIMESTAMP', type_generic: 2, is_dttm: true }),
        column('departure_time', { type: 'TIMESTAMP', type_generic: 2, is_dttm: true }),
      ],
    });
    expect(withDefaultTimeFilter(fdWith(), { ...newChart, datasource })['adhoc_filters']).toEqual([
      noFilterOn('arrival_time'),
    ]);
  });

  it('keeps other filters and appends the time filter after them', () => {
    const other = { expressionType: 'SIMPLE', subject: 'origin', operator: '==', comparator: 'SFO', clause: 'WHERE' };
    expect(withDefaultTimeFilter(fdWith([other]), newChart)['adhoc_filters']).toEqual([
      other,
      noFilterOn('departure_time'),
    ]);
  });

  it('leaves a filter that already targets a temporal column alone', () => {
    const onTime = { expressionType: 'SIMPLE', subject: 'departure_time', operator: '>=', comparator: '2024-01-01' };
    const range = { expressionType: 'SIMPLE', subject: 'x', operator: 'TEMPORAL_RANGE', comparator: 'Last week' };
    for (const filter of [onTime, range]) {
      const fd = fdWith([filter]);
      expect(withDefaultTimeFilter(fd, newChart)).toBe(fd);
    }
  });

  it('changes nothing for saved charts, charts without Filters or datasets without time', () => {
    const fd = fdWith([]);
    expect(withDefaultTimeFilter(fd, { ...newChart, isSavedChart: true })).toBe(fd);
    expect(withDefaultTimeFilter(fd, { ...newChart, panel: singleMetricPanel })).toBe(fd);
    expect(withDefaultTimeFilter(fd, { ...newChart, datasource: null })).toBe(fd);
    const untimed = makeDatasource({ main_dttm_col: null, columns: [column('origin')] });
    expect(withDefaultTimeFilter(fd, { ...newChart, datasource: untimed })).toBe(fd);
  });

  it('is part of explore hydration for new charts only', () => {
    const url = parseExploreUrl(new URLSearchParams('dataset_id=7&viz_type=table'));
    expect(initialFormData(exploreResult(), url, testPanel)['adhoc_filters']).toEqual([noFilterOn('departure_time')]);
    const saved = exploreResult({ slice: makeSlice(), form_data: { adhoc_filters: [] } });
    expect(initialFormData(saved, url, testPanel)['adhoc_filters']).toEqual([]);
  });
});
