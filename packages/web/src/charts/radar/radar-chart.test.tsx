import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextMenuEvent, echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { RadarChart } from './radar-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ viz_type: 'radar', groupby: ['origin'], metrics: ['mpg', 'hp'] }, [
      chartResult(
        [
          { origin: 'Japan', mpg: 30, hp: 80 },
          { origin: 'USA', mpg: 20, hp: 120 },
        ],
        { origin: 1, mpg: 0, hp: 0 },
      ),
    ]),
  );

describe('RadarChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('cross-filters on a polygon and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<RadarChart {...props()} onCrossFilter={onCrossFilter} />);
    expect(echartsMock.init).toHaveBeenCalledTimes(1);
    fireEChartsEvent('click', { dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['Japan'] }] },
      filterState: { value: [['Japan']], selectedValues: ['Japan'] },
    });
    fireEChartsEvent('click', { dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the polygon filters', () => {
    const onContextMenu = vi.fn();
    renderChart(<RadarChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { dataIndex: 1, event: contextMenuEvent(2, 3) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 2,
      clientY: 3,
      filters: [{ col: 'origin', op: 'IN', val: ['USA'] }],
    });
  });
});
