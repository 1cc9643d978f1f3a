import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EChartsViewProps } from '../echarts/echarts-view';
import { crossFilterMaskFor } from './cross-filter';
import { TimeseriesChart } from './timeseries-chart';

const viewProps: { current: EChartsViewProps | null } = { current: null };

vi.mock('../echarts/echarts-view', () => ({
  EChartsView: (props: EChartsViewProps) => {
    viewProps.current = props;
    return <div data-testid="echarts-view" />;
  },
}));

const ctx = { groupby: ['origin'], seriesDimensions: { ATL: ['ATL'], SEA: ['SEA'] }, selectedValues: [] };

describe('crossFilterMaskFor', () => {
  it('filters the group-by column on the clicked series', () => {
    expect(crossFilterMaskFor('ATL', ctx)).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] },
      filterState: { value: ['ATL'], selectedValues: ['ATL'] },
    });
  });

  it('clears when the selected series is clicked again', () => {
    expect(crossFilterMaskFor('ATL', { ...ctx, selectedValues: ['ATL'] })).toBe(null);
    expect(crossFilterMaskFor('SEA', { ...ctx, selectedValues: ['ATL'] })).toMatchObject({
      filterState: { selectedValues: ['SEA'] },
    });
  });

  it('filters every group-by column, nulls included, and does nothing without dimensions', () => {
    const two = { groupby: ['a', 'b'], seriesDimensions: { 'x, <NULL>': ['x', null] }, selectedValues: [] };
    expect(crossFilterMaskFor('x, <NULL>', two)).toEqual({
      extraFormData: {
        filters: [
          { col: 'a', op: 'IN', val: ['x'] },
          { col: 'b', op: 'IN', val: [null] },
        ],
      },
      filterState: { value: [['x', null]], selectedValues: ['x, <NULL>'] },
    });
    expect(crossFilterMaskFor('count', { groupby: [], seriesDimensions: { count: [] }, selectedValues: [] })).toBe(
      undefined,
    );
    expect(crossFilterMaskFor('unknown', ctx)).toBe(undefined);
  });
});

describe('TimeseriesChart', () => {
  afterEach(cleanup);

  const renderChart = (
    hooks: { onCrossFilter?: () => void; onContextMenu?: () => void },
    selectedValues: string[] = [],
  ) =>
    render(
      <TimeseriesChart
        option={{ series: [] }}
        width={300}
        height={200}
        theme="light"
        groupby={['origin']}
        seriesDimensions={{ ATL: ['ATL'] }}
        selectedValues={selectedValues}
        {...hooks}
      />,
    );

  const click = (seriesName: string) => {
    const props = viewProps.current;
    if (props === null) throw new Error('not rendered');
    props.onClick?.({ seriesName } as Parameters<NonNullable<EChartsViewProps['onClick']>>[0]);
  };

  it('emits a cross-filter on a series click and clears it on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart({ onCrossFilter });
    expect(screen.getByTestId('echarts-view')).toBeTruthy();
    click('ATL');
    expect(onCrossFilter).toHaveBeenCalledWith(
      expect.objectContaining({ filterState: { value: ['ATL'], selectedValues: ['ATL'] } }),
    );
    cleanup();
    renderChart({ onCrossFilter }, ['ATL']);
    click('ATL');
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('passes no context-menu handler to the chart unless the host asks for one', () => {
    renderChart({});
    expect(viewProps.current?.onContextMenu).toBe(undefined);
    click('ATL');
  });

  it("filters a series of the mixed chart's query B on query B's group-by", () => {
    const onCrossFilter = vi.fn();
    render(
      <TimeseriesChart
        option={{ series: [] }}
        width={300}
        height={200}
        theme="light"
        groupby={['origin']}
        seriesGroupby={{ 'count (1)': ['carrier'] }}
        seriesDimensions={{ ATL: ['ATL'], 'count (1)': ['AA'] }}
        selectedValues={[]}
        onCrossFilter={onCrossFilter}
      />,
    );
    click('count (1)');
    expect(onCrossFilter).toHaveBeenCalledWith(
      expect.objectContaining({ extraFormData: { filters: [{ col: 'carrier', op: 'IN', val: ['AA'] }] } }),
    );
  });
});
