import { act, cleanup } from '@testing-library/react';
import type { ChartDataResult } from '@tessera/core';
import type { ECElementEvent } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps } from '../../../test-support/charts/table/helpers';
import { BoxPlotChart } from './box-plot-chart';
import example from '../../../test-support/charts/box-plot/box-plot-example.json';
import { transformProps } from './transform-props';

type Handler = (event: ECElementEvent) => void;

const echarts = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown) => void>();
  const instance = {
    setOption: vi.fn(),
    resize: vi.fn(),
    dispose: vi.fn(),
    on: vi.fn((name: string, handler: (event: unknown) => void) => handlers.set(name, handler)),
  };
  return { instance, handlers, init: vi.fn((..._args: unknown[]) => instance), use: vi.fn() };
});

vi.mock('echarts/core', () => ({ init: echarts.init, use: echarts.use }));

const props = () =>
  transformProps(
    chartProps({ ...example.form_data, viz_type: 'box_plot' }, [
      example.response.result[0] as unknown as ChartDataResult,
    ]),
  );

const fire = (name: string, event: Partial<ECElementEvent>) =>
  act(() => (echarts.handlers.get(name) as Handler)(event as ECElementEvent));

const lastOption = () => echarts.instance.setOption.mock.calls.at(-1)?.[0];

describe('BoxPlotChart', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    echarts.handlers.clear();
  });
  afterEach(cleanup);

  it('cross-filters on a box or one of its outliers, dims the others, and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<BoxPlotChart {...props()} onCrossFilter={onCrossFilter} />);
    fire('click', { seriesIndex: 0, dataIndex: 3 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'weather', op: 'IN', val: ['snow'] }] },
      filterState: { value: ['snow'], selectedValues: ['snow'] },
    });
    const opacities = lastOption().series[0].data.map((d: { itemStyle: { opacity: number } }) => d.itemStyle.opacity);
    expect(opacities).toEqual([0.3, 0.3, 0.3, 0.6, 0.3]);
    fire('click', { seriesIndex: 4, dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
    fire('click', { seriesIndex: 3, dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(
      expect.objectContaining({ filterState: { value: ['rain'], selectedValues: ['rain'] } }),
    );
  });

  it('opens the context menu with the box filters (drill to detail)', () => {
    const onContextMenu = vi.fn();
    renderChart(<BoxPlotChart {...props()} onContextMenu={onContextMenu} />);
    const native = new MouseEvent('contextmenu', { clientX: 1, clientY: 2 });
    fire('contextmenu', { seriesIndex: 0, dataIndex: 1, event: { event: native } as ECElementEvent['event'] });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 1,
      clientY: 2,
      filters: [{ col: 'weather', op: 'IN', val: ['fog'] }],
    });
  });
});
