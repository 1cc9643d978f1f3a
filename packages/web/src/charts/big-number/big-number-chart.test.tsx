import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { echartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { BigNumberChart, fitFontSize } from './big-number-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const echarts = echartsMock;

const day = (d: number) => Date.UTC(2024, 0, d);

const render = (formData: Record<string, unknown>, data: Record<string, unknown>[]) =>
  renderChart(
    <BigNumberChart
      {...transformProps(chartProps({ metric: 'count', viz_type: 'big_number', ...formData }, [chartResult(data)]))}
    />,
  );

describe('BigNumberChart', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it('shows the formatted number and subheader without a trendline for big_number_total', () => {
    render({ viz_type: 'big_number_total', subheader: 'Total sales', y_axis_format: '$,.2f' }, [{ count: 1234.5 }]);
    expect(screen.getByTestId('big-number-header').textContent).toBe('$1,234.50');
    expect(screen.getByTestId('big-number-subheader').textContent).toBe('Total sales');
    expect(screen.queryByTestId('echarts-view')).toBeNull();
    expect(echarts.init).not.toHaveBeenCalled();
  });

  it("says 'No data' when there is nothing to show", () => {
    render({ viz_type: 'big_number_total' }, []);
    expect(screen.getByTestId('big-number-header').textContent).toBe('No data');
  });

  it('draws the trendline with ECharts and colours the change red when it goes down', () => {
    const data = [
      { ds: day(1), count: 200 },
      { ds: day(2), count: 150 },
    ];
    render({ x_axis: 'ds', compare_lag: 1, compare_suffix: 'WoW' }, data);
    expect(screen.getByTestId('big-number-header').textContent).toBe('150');
    const subheader = screen.getByTestId('big-number-subheader');
    expect(subheader.textContent).toBe('-25.0% WoW');
    expect(subheader.dataset.change).toBe('negative');
    expect(subheader.style.color).toBe('var(--mantine-color-red-7)');
    expect(echarts.init).toHaveBeenCalledTimes(1);
    expect(echarts.init.mock.calls[0]?.[2]).toEqual({ renderer: 'canvas', width: 800, height: 120 });
    expect(screen.getByTestId('echarts-view').style.height).toBe('120px');
    const [option] = echarts.instance.setOption.mock.calls[0] ?? [];
    expect(option.series[0].data).toEqual([
      [day(1), 200],
      [day(2), 150],
    ]);
  });

  it('disposes the ECharts instance on unmount', () => {
    const view = render({ x_axis: 'ds' }, [{ ds: day(1), count: 1 }]);
    view.unmount();
    expect(echarts.instance.dispose).toHaveBeenCalledTimes(1);
  });
});

describe('fitFontSize', () => {
  it('is capped by the height share and shrinks for long text', () => {
    expect(fitFontSize('12', 1000, 100)).toBe(100);
    expect(fitFontSize('1,234,567,890.12', 300, 100)).toBe(28);
  });
});
