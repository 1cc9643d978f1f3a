import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { buildQuery } from './build-query';
import { FilterBoxChart } from './filter-box-chart';
import { transformProps } from './transform-props';

const formData = {
  viz_type: 'filter_box',
  datasource: '3__table',
  filter_configs: [
    { column: 'origin', label: 'Origin', metric: 'count', asc: false, multiple: true, defaultValue: 'JFK' },
    { column: 'carrier', multiple: false, clearable: false, searchAllOptions: true },
  ],
  date_filter: true,
  show_sqla_time_granularity: true,
  instant_filtering: false,
};

const results = [
  chartResult([
    { origin: 'JFK', count: 30 },
    { origin: 'LGA', count: 20 },
  ]),
  chartResult([
    { carrier: 'AA', count: 5 },
    { carrier: null, count: 1 },
  ]),
];

describe('filter box build query', () => {
  it('asks one query per field: grouped by the column, sorted by its metric or itself, 1000 choices', () => {
    const qc = buildQuery({ ...formData, extra_form_data: { filters: [{ col: 'dest', op: 'IN', val: ['SFO'] }] } });
    expect(qc.queries).toHaveLength(2);
    expect(qc.queries[0]).toMatchObject({
      columns: ['origin'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 1000,
    });
    expect(qc.queries[1]).toMatchObject({ columns: ['carrier'], orderby: [['carrier', true]], row_limit: 1000 });
    expect(qc.queries[1]?.filters).toContainEqual({ col: 'dest', op: 'IN', val: ['SFO'] });
  });

  it('asks a row count when the box has only time selectors, so it still draws', () => {
    expect(buildQuery({ ...formData, filter_configs: [] }).queries).toHaveLength(1);
  });
});

describe('filter box transform props', () => {
  it('builds a selector per field with its choices, labels and the defaults as selection', () => {
    const props = transformProps(chartProps(formData, results));
    expect(props.fields.map((f) => [f.label, f.options.map((o) => o.value)])).toEqual([
      ['Origin', ['JFK', 'LGA']],
      ['carrier', ['AA', null]],
    ]);
    expect(props.fields[0]?.options[0]).toEqual({ value: 'JFK', metric: 30 });
    expect(props.fields[1]).toMatchObject({ multiple: false, clearable: false, searchAllOptions: true });
    expect(props).toMatchObject({
      showDateFilter: true,
      showTimeGrain: true,
      showTimeColumn: false,
      instantFiltering: false,
    });
    expect(props.selection).toEqual({ origin: ['JFK'] });
  });

  it('shows the dashboard selection over the defaults', () => {
    const props = transformProps({ ...chartProps(formData, results), filterState: { value: { origin: ['LGA'] } } });
    expect(props.selection).toEqual({ origin: ['LGA'] });
  });
});

describe('FilterBoxChart', () => {
  afterEach(() => cleanup());

  it('holds changes until Apply unless instant filtering is on', async () => {
    const onCrossFilter = vi.fn();
    renderChart(<FilterBoxChart {...transformProps(chartProps(formData, results))} onCrossFilter={onCrossFilter} />);
    fireEvent.click(screen.getByTestId('filter-box-field-origin'));
    fireEvent.click(await screen.findByRole('option', { name: 'LGA (20)' }));
    expect(onCrossFilter).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('filter-box-apply'));
    expect(onCrossFilter).toHaveBeenCalledWith({
      extraFormData: {},
      filterState: { value: { origin: ['JFK', 'LGA'] } },
    });
  });

  it('applies at once with instant filtering', async () => {
    const onCrossFilter = vi.fn();
    const props = transformProps(chartProps({ ...formData, instant_filtering: true }, results));
    renderChart(<FilterBoxChart {...props} onCrossFilter={onCrossFilter} />);
    expect(screen.queryByTestId('filter-box-apply')).toBeNull();
    fireEvent.click(screen.getByTestId('filter-box-field-origin'));
    fireEvent.click(await screen.findByRole('option', { name: 'LGA (20)' }));
    expect(onCrossFilter).toHaveBeenCalledWith({
      extraFormData: {},
      filterState: { value: { origin: ['JFK', 'LGA'] } },
    });
  });
});
