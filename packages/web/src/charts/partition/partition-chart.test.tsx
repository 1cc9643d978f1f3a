import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextMenuEvent, echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { PartitionChart } from './partition-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps(
      { viz_type: 'partition', groupby: ['origin', 'cylinders'], metrics: ['count'], partition_threshold: 0 },
      [
        chartResult(
          [
            { origin: 'USA', cylinders: 8, count: 108 },
            { origin: 'Japan', cylinders: 4, count: 69 },
          ],
          { origin: 1, cylinders: 0, count: 0 },
        ),
      ],
    ),
  );

describe('PartitionChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('cross-filters a box on its path, ignores the metric box, and clears on a second click', () => {
    const p = props();
    const onCrossFilter = vi.fn();
    renderChart(<PartitionChart {...p} onCrossFilter={onCrossFilter} />);
    expect(echartsMock.init).toHaveBeenCalledTimes(1);
    fireEChartsEvent('click', { dataIndex: 0 });
    expect(onCrossFilter).not.toHaveBeenCalled();
    const japan = p.cells.findIndex((c) => c.key === 'count,Japan,4');
    fireEChartsEvent('click', { dataIndex: japan });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['Japan'] },
          { col: 'cylinders', op: 'IN', val: [4] },
        ],
      },
      filterState: { value: [['Japan', 4]], selectedValues: ['count,Japan,4'] },
    });
    fireEChartsEvent('click', { dataIndex: japan });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the box path filters', () => {
    const p = props();
    const onContextMenu = vi.fn();
    renderChart(<PartitionChart {...p} onContextMenu={onContextMenu} />);
    const usa = p.cells.findIndex((c) => c.key === 'count,USA');
    fireEChartsEvent('contextmenu', { dataIndex: usa, event: contextMenuEvent(4, 5) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 4,
      clientY: 5,
      filters: [{ col: 'origin', op: 'IN', val: ['USA'] }],
    });
  });
});
