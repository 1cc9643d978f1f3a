import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextMenuEvent, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { GraphChart } from './graph-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ viz_type: 'graph_chart', source: 'origin', target: 'destination', metric: 'count' }, [
      chartResult(
        [
          { origin: 'SEA', destination: 'SFO', count: 10 },
          { origin: 'SFO', destination: 'LAX', count: 4 },
        ],
        { origin: 1, destination: 1, count: 0 },
      ),
    ]),
  );

describe('GraphChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it("cross-filters on a node's first column; a second click clears; edges do nothing", () => {
    const onCrossFilter = vi.fn();
    renderChart(<GraphChart {...props()} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { dataType: 'edge', dataIndex: 0 });
    expect(onCrossFilter).not.toHaveBeenCalled();
    fireEChartsEvent('click', { dataType: 'node', dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'destination', op: 'IN', val: ['SFO'] }] },
      filterState: { value: ['SFO'], selectedValues: ['SFO'] },
    });
    fireEChartsEvent('click', { dataType: 'node', dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the node filter', () => {
    const onContextMenu = vi.fn();
    renderChart(<GraphChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { dataType: 'node', dataIndex: 2, event: contextMenuEvent(1, 2) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 1,
      clientY: 2,
      filters: [{ col: 'destination', op: 'IN', val: ['LAX'] }],
    });
  });
});
