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
import { transformProps } from './transform-props';
import { TreemapChart } from './treemap-chart';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ viz_type: 'treemap_v2', groupby: ['origin', 'cylinders'], metric: 'count' }, [
      chartResult(
        [
          { origin: 'USA', cylinders: 8, count: 108 },
          { origin: 'USA', cylinders: 4, count: 72 },
          { origin: 'Japan', cylinders: 4, count: 69 },
        ],
        { origin: 1, cylinders: 0, count: 0 },
      ),
    ]),
  );

type Item = { id: string; children?: Item[]; itemStyle?: { colorAlpha?: number } };
const leafAlphas = () => {
  const option = lastEChartsOption<{ series: { data: Item[] }[] }>();
  const leaves = (items: Item[]): Item[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
  return leaves(option.series[0]?.data ?? []).map((leaf) => leaf.itemStyle?.colorAlpha ?? 1);
};

describe('TreemapChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('draws through ECharts at the slot size', () => {
    const view = renderChart(<TreemapChart {...props()} />);
    expect(echartsMock.init).toHaveBeenCalledTimes(1);
    view.rerender(<TreemapChart {...props()} width={300} height={200} />);
    expect(echartsMock.instance.resize).toHaveBeenLastCalledWith({ width: 300, height: 200 });
  });

  it('cross-filters on a leaf with its whole path, dims the others, and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<TreemapChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { data: { id: 'USA,4' } });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['USA'] },
          { col: 'cylinders', op: 'IN', val: [4] },
        ],
      },
      filterState: { value: [['USA', 4]], selectedValues: ['USA,4'] },
    });
    expect(leafAlphas()).toEqual([0.3, 1, 0.3]);
    fireEChartsEvent('click', { data: { id: 'USA,4' } });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
    expect(leafAlphas()).toEqual([1, 1, 1]);
  });

  it('ignores clicks on parent boxes and on the root', () => {
    const onCrossFilter = vi.fn();
    renderChart(<TreemapChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { data: { id: 'USA' } });
    fireEChartsEvent('click', { data: { id: '' } });
    expect(onCrossFilter).not.toHaveBeenCalled();
  });

  it('opens the context menu with the filters of the box path, parents included', () => {
    const onContextMenu = vi.fn();
    renderChart(<TreemapChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { data: { id: 'Japan' }, event: contextMenuEvent(5, 6) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 5,
      clientY: 6,
      filters: [{ col: 'origin', op: 'IN', val: ['Japan'] }],
    });
  });
});
