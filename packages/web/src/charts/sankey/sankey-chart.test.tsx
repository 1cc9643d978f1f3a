import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextMenuEvent, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { SankeyChart } from './sankey-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ viz_type: 'sankey_v2', source: 'origin', target: 'cylinders', metric: 'count' }, [
      chartResult(
        [
          { origin: 'USA', cylinders: 8, count: 108 },
          { origin: 'Japan', cylinders: 4, count: 69 },
        ],
        { origin: 1, cylinders: 0, count: 0 },
      ),
    ]),
  );

describe('SankeyChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('a node cross-filters its column on its value; a second click clears it', () => {
    const onCrossFilter = vi.fn();
    renderChart(<SankeyChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { dataType: 'node', dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'cylinders', op: 'IN', val: [8] }] },
      filterState: { value: [8], selectedValues: ['node:8'] },
    });
    fireEChartsEvent('click', { dataType: 'node', dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('a link cross-filters on both of its ends', () => {
    const onCrossFilter = vi.fn();
    renderChart(<SankeyChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { dataType: 'edge', dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['Japan'] },
          { col: 'cylinders', op: 'IN', val: [4] },
        ],
      },
      filterState: { value: [['Japan', 4]], selectedValues: ['link:Japan\u21924'] },
    });
  });

  it('opens the context menu with the clicked link filters', () => {
    const onContextMenu = vi.fn();
    renderChart(<SankeyChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { dataType: 'edge', dataIndex: 0, event: contextMenuEvent(3, 4) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 3,
      clientY: 4,
      filters: [
        { col: 'origin', op: 'IN', val: ['USA'] },
        { col: 'cylinders', op: 'IN', val: [8] },
      ],
    });
  });
});
