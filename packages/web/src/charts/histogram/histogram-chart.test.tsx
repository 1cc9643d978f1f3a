import { cleanup } from '@testing-library/react';
import type { ChartDataResult } from '@tessera/core';
import type { ECElementEvent } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps } from '../../../test-support/charts/table/helpers';
import example from '../../../test-support/charts/histogram/histogram-example.json';
import { HistogramChart } from './histogram-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ ...example.form_data, viz_type: 'histogram_v2' }, [
      example.response.result[0] as unknown as ChartDataResult,
    ]),
  );

const lastOption = () => echartsMock.instance.setOption.mock.calls.at(-1)?.[0];

describe('HistogramChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it("cross-filters on a bar's group, dims the other groups, and clears on a second click", () => {
    const onCrossFilter = vi.fn();
    renderChart(<HistogramChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { seriesIndex: 1, dataIndex: 4 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['Japan'] }] },
      filterState: { value: ['Japan'], selectedValues: ['Japan'] },
    });
    expect(lastOption().series.map((s: { itemStyle: { opacity?: number } }) => s.itemStyle.opacity ?? 1)).toEqual([
      0.3, 1, 0.3,
    ]);
    fireEChartsEvent('click', { seriesIndex: 1, dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the group filters (drill to detail)', () => {
    const onContextMenu = vi.fn();
    renderChart(<HistogramChart {...props()} onContextMenu={onContextMenu} />);
    const native = new MouseEvent('contextmenu', { clientX: 3, clientY: 4 });
    fireEChartsEvent('contextmenu', {
      seriesIndex: 2,
      dataIndex: 0,
      event: { event: native } as ECElementEvent['event'],
    });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 3,
      clientY: 4,
      filters: [{ col: 'origin', op: 'IN', val: ['USA'] }],
    });
  });
});
