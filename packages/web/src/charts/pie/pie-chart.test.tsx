import { act, cleanup } from '@testing-library/react';
import type { ECElementEvent } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { echartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { PieChart } from './pie-chart';
import { transformProps } from './transform-props';

type Handler = (event: ECElementEvent) => void;

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const echarts = echartsMock;

const props = (formData: Record<string, unknown> = {}) =>
  transformProps(
    chartProps({ viz_type: 'pie', groupby: ['gender'], metric: 'count', threshold_for_other: 20, ...formData }, [
      chartResult(
        [
          { gender: 'boy', count: 70 },
          { gender: 'girl', count: 20 },
          { gender: 'x', count: 10 },
        ],
        { gender: 1, count: 0 },
      ),
    ]),
  );

const fire = (name: string, event: Partial<ECElementEvent>) =>
  act(() => (echarts.handlers.get(name) as Handler)(event as ECElementEvent));

const lastOption = () => echarts.instance.setOption.mock.calls.at(-1)?.[0];

describe('PieChart', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    echarts.handlers.clear();
  });
  afterEach(cleanup);

  it('renders the option through ECharts and resizes with the box', () => {
    const p = props();
    const view = renderChart(<PieChart {...p} />);
    expect(echarts.init).toHaveBeenCalledTimes(1);
    expect(lastOption()).toMatchObject({ series: p.echartOptions.series, legend: p.echartOptions.legend });
    view.rerender(<PieChart {...p} width={300} height={200} />);
    expect(echarts.instance.resize).toHaveBeenLastCalledWith({ width: 300, height: 200 });
  });

  it('cross-filters on a slice click, dims the others, and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<PieChart {...props()} onCrossFilter={onCrossFilter} />);
    fire('click', { dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
      filterState: { value: [['girl']], selectedValues: ['girl'] },
    });
    expect(lastOption().series[0].data.map((d: { itemStyle: { opacity: number } }) => d.itemStyle.opacity)).toEqual([
      0.3, 1, 0.3,
    ]);
    fire('click', { dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it("ignores clicks on 'Other'", () => {
    const onCrossFilter = vi.fn();
    renderChart(<PieChart {...props()} onCrossFilter={onCrossFilter} />);
    fire('click', { dataIndex: 2 });
    expect(onCrossFilter).not.toHaveBeenCalled();
  });

  it('opens the context menu with the slice filters', () => {
    const onContextMenu = vi.fn();
    renderChart(<PieChart {...props()} onContextMenu={onContextMenu} />);
    const native = new MouseEvent('contextmenu', { clientX: 10, clientY: 20 });
    fire('contextmenu', { dataIndex: 0, event: { event: native } as ECElementEvent['event'] });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 10,
      clientY: 20,
      filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
    });
  });

  it('disposes ECharts on unmount', () => {
    renderChart(<PieChart {...props()} />).unmount();
    expect(echarts.instance.dispose).toHaveBeenCalledTimes(1);
  });

  it("starts from the host's selection and follows it when cleared", () => {
    const onCrossFilter = vi.fn();
    const view = renderChart(<PieChart {...props()} selectedName="boy" onCrossFilter={onCrossFilter} />);
    const opacities = () =>
      lastOption().series[0].data.map((d: { itemStyle: { opacity: number } }) => d.itemStyle.opacity);
    expect(opacities()).toEqual([1, 0.3, 0.3]);
    fire('click', { dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
    view.rerender(<PieChart {...props()} selectedName="girl" onCrossFilter={onCrossFilter} />);
    expect(opacities()).toEqual([0.3, 1, 0.3]);
  });
});
