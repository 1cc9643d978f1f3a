import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextMenuEvent, echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { RoseChart } from './rose-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ viz_type: 'rose', granularity_sqla: 'date', groupby: ['weather'], metrics: ['count'] }, [
      chartResult([{ date: 0, 'count, rain': 3, 'count, sun': 5 }], { date: 2, 'count, rain': 0, 'count, sun': 0 }),
    ]),
  );

describe('RoseChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it("cross-filters on a segment's group and clears on a second click", () => {
    const onCrossFilter = vi.fn();
    renderChart(<RoseChart {...props()} onCrossFilter={onCrossFilter} />);
    expect(echartsMock.init).toHaveBeenCalledTimes(1);
    fireEChartsEvent('click', { seriesIndex: 1, dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'weather', op: 'IN', val: ['sun'] }] },
      filterState: { value: ['sun'], selectedValues: ['sun'] },
    });
    fireEChartsEvent('click', { seriesIndex: 1, dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the group filter', () => {
    const onContextMenu = vi.fn();
    renderChart(<RoseChart {...props()} onContextMenu={onContextMenu} />);
    fireEChartsEvent('contextmenu', { seriesIndex: 0, dataIndex: 0, event: contextMenuEvent(1, 1) });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 1,
      clientY: 1,
      filters: [{ col: 'weather', op: 'IN', val: ['rain'] }],
    });
  });
});
