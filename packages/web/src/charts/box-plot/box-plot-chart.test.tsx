import { cleanup } from '@testing-library/react';
import type { ChartDataResult } from '@tessera/core';
import type { ECElementEvent } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps } from '../../../test-support/charts/table/helpers';
import { BoxPlotChart } from './box-plot-chart';
import example from '../../../test-support/charts/box-plot/box-plot-example.json';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ ...example.form_data, viz_type: 'box_plot' }, [
      example.response.result[0] as unknown as ChartDataResult,
    ]),
  );

const lastOption = () => echartsMock.instance.setOption.mock.calls.at(-1)?.[0];

describe('BoxPlotChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('cross-filters on a box or one of its outliers, dims the others, and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<BoxPlotChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { seriesIndex: 0, dataIndex: 3 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'weather', op: 'IN', val: ['snow'] }] },
      filterState: { value: ['snow'], selectedValues: ['snow'] },
    });
    const opacities = lastOption().series[0].data.map((d: { itemStyle: { opacity: number } }) => d.itemStyle.opacity);
    expect(opacities).toEqual([0.3, 0.3, 0.3, 0.6, 0.3]);
    fireEChartsEvent('click', { seriesIndex: 4, dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
    fireEChartsEvent('click', { seriesIndex: 3, dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterState: { value: ['rain'], selectedValues: ['rain'] } }),
    );
  });

  it('opens the context menu with the box filters (drill to detail)', () => {
    const onContextMenu = vi.fn();
    renderChart(<BoxPlotChart {...props()} onContextMenu={onContextMenu} />);
    const native = new MouseEvent('contextmenu', { clientX: 1, clientY: 2 });
    fireEChartsEvent('contextmenu', {
      seriesIndex: 0,
      dataIndex: 1,
      event: { event: native } as ECElementEvent['event'],
    });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 1,
      clientY: 2,
      filters: [{ col: 'weather', op: 'IN', val: ['fog'] }],
    });
  });
});
