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
import { SunburstChart } from './sunburst-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ viz_type: 'sunburst_v2', columns: ['origin', 'cylinders'], metric: 'count' }, [
      chartResult(
        [
          { origin: 'USA', cylinders: 8, count: 108 },
          { origin: 'Japan', cylinders: 4, count: 69 },
          { origin: 'Japan', cylinders: null, count: 2 },
        ],
        { origin: 1, cylinders: 0, count: 0 },
      ),
    ]),
  );

type Item = { itemStyle: { opacity?: number } };
const innerOpacities = () =>
  lastEChartsOption<{ series: { data: Item[] }[] }>().series[0]?.data.map((d) => d.itemStyle.opacity ?? 1);

describe('SunburstChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('draws through ECharts', () => {
    renderChart(<SunburstChart {...props()} />);
    expect(echartsMock.init).toHaveBeenCalledTimes(1);
    expect(innerOpacities()).toEqual([1, 1]);
  });

  it('cross-filters an inner arc on its own column and an outer arc on its whole path', () => {
    const onCrossFilter = vi.fn();
    renderChart(<SunburstChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { data: { id: 'Japan' } });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['Japan'] }] },
      filterState: { value: [['Japan']], selectedValues: ['Japan'] },
    });
    expect(innerOpacities()).toEqual([0.3, 1]);
    fireEChartsEvent('click', { data: { id: 'Japan,<NULL>' } });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['Japan'] },
          { col: 'cylinders', op: 'IN', val: [null] },
        ],
      },
      filterState: { value: [['Japan', null]], selectedValues: ['Japan,<NULL>'] },
    });
    fireEChartsEvent('click', { data: { id: 'Japan,<NULL>' } });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the arc path filters', () => {
    const onContextMenu = vi.fn();
    renderChart(<SunburstChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { data: { id: 'USA,8' }, event: contextMenuEvent(1, 2) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 1,
      clientY: 2,
      filters: [
        { col: 'origin', op: 'IN', val: ['USA'] },
        { col: 'cylinders', op: 'IN', val: [8] },
      ],
    });
  });
});
