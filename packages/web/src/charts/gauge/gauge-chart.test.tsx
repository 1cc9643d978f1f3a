import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextMenuEvent, echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { GaugeChart } from './gauge-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ viz_type: 'gauge_chart', groupby: ['origin'], metric: 'mpg' }, [
      chartResult(
        [
          { origin: 'Japan', mpg: 30 },
          { origin: 'USA', mpg: 20 },
        ],
        { origin: 1, mpg: 0 },
      ),
    ]),
  );

describe('GaugeChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('cross-filters on a dial and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<GaugeChart {...props()} onCrossFilter={onCrossFilter} />);
    expect(echartsMock.init).toHaveBeenCalledTimes(1);
    fireEChartsEvent('click', { dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['USA'] }] },
      filterState: { value: [['USA']], selectedValues: ['origin: USA'] },
    });
    fireEChartsEvent('click', { dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the dial filters', () => {
    const onContextMenu = vi.fn();
    renderChart(<GaugeChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { dataIndex: 0, event: contextMenuEvent(7, 8) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 7,
      clientY: 8,
      filters: [{ col: 'origin', op: 'IN', val: ['Japan'] }],
    });
  });
});
