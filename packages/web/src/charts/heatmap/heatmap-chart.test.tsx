import { cleanup } from '@testing-library/react';
import type { ChartDataResult } from '@tessera/core';
import type { ECElementEvent } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps } from '../../../test-support/charts/table/helpers';
import example from '../../../test-support/charts/heatmap/heatmap-example.json';
import { HeatmapChart } from './heatmap-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ ...example.form_data, viz_type: 'heatmap_v2' }, [
      example.response.result[0] as unknown as ChartDataResult,
    ]),
  );

const lastOption = () => echartsMock.instance.setOption.mock.calls.at(-1)?.[0];
const opacities = () =>
  lastOption().series[0].data.map((d: { itemStyle?: { opacity: number } }) => d.itemStyle?.opacity ?? 1);

describe('HeatmapChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('draws the option and cross-filters on both categories of a clicked cell, clearing on a second click', () => {
    const p = props();
    const onCrossFilter = vi.fn();
    renderChart(<HeatmapChart {...p} onCrossFilter={onCrossFilter} />);
    expect(lastOption()).toMatchObject({ visualMap: p.echartOptions.visualMap });
    const index = p.cells.findIndex(([x, y]) => p.x.values[x] === 'Japan' && p.y.values[y] === 4);
    fireEChartsEvent('click', { dataIndex: index });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['Japan'] },
          { col: 'cylinders', op: 'IN', val: [4] },
        ],
      },
      filterState: { value: [['Japan', 4]], selectedValues: ['["Japan",4]'] },
    });
    expect(opacities().filter((o: number) => o === 1)).toHaveLength(1);
    fireEChartsEvent('click', { dataIndex: index });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
    expect(opacities().every((o: number) => o === 1)).toBe(true);
  });

  it('opens the context menu with the cell filters (drill to detail)', () => {
    const p = props();
    const onContextMenu = vi.fn();
    renderChart(<HeatmapChart {...p} onContextMenu={onContextMenu} />);
    const native = new MouseEvent('contextmenu', { clientX: 5, clientY: 6 });
    fireEChartsEvent('contextmenu', { dataIndex: 0, event: { event: native } as ECElementEvent['event'] });
    const [x, y] = p.cells[0] ?? [0, 0];
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 5,
      clientY: 6,
      filters: [
        { col: 'origin', op: 'IN', val: [p.x.values[x]] },
        { col: 'cylinders', op: 'IN', val: [p.y.values[y]] },
      ],
    });
  });
});
