import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contextMenuEvent,
  echartsMock,
  fireEChartsEvent,
  lastEChartsOption,
  resetEChartsMock,
} from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { FunnelChart } from './funnel-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = (groupby = ['stage']) =>
  transformProps(
    chartProps({ viz_type: 'funnel', groupby, metric: 'count' }, [
      chartResult(
        [
          { stage: 'visit', count: 100 },
          { stage: 'cart', count: 40 },
          { stage: 'buy', count: 10 },
        ],
        { stage: 1, count: 0 },
      ),
    ]),
  );

const opacities = () =>
  lastEChartsOption<{ series: { data: { itemStyle: { opacity: number } }[] }[] }>().series[0]?.data.map(
    (d) => d.itemStyle.opacity,
  );

describe('FunnelChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('cross-filters on a step, dims the others, and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<FunnelChart {...props()} onCrossFilter={onCrossFilter} />);
    expect(echartsMock.init).toHaveBeenCalledTimes(1);
    fireEChartsEvent('click', { dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'stage', op: 'IN', val: ['cart'] }] },
      filterState: { value: [['cart']], selectedValues: ['cart'] },
    });
    expect(opacities()).toEqual([0.3, 1, 0.3]);
    fireEChartsEvent('click', { dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('does not cross-filter without a group-by', () => {
    const onCrossFilter = vi.fn();
    renderChart(<FunnelChart {...props([])} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { dataIndex: 0 });
    expect(onCrossFilter).not.toHaveBeenCalled();
  });

  it('opens the context menu with the step filters', () => {
    const onContextMenu = vi.fn();
    renderChart(<FunnelChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { dataIndex: 2, event: contextMenuEvent(3, 4) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 3,
      clientY: 4,
      filters: [{ col: 'stage', op: 'IN', val: ['buy'] }],
    });
  });
});
