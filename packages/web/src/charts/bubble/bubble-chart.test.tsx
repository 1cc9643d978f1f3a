import { cleanup } from '@testing-library/react';
import type { ChartDataResult } from '@tessera/core';
import type { ECElementEvent } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { echartsMock, fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps } from '../../../test-support/charts/table/helpers';
import { BubbleChart } from './bubble-chart';
import example from '../../../test-support/charts/bubble/bubble-example.json';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = () =>
  transformProps(
    chartProps({ ...example.form_data, viz_type: 'bubble_v2' }, [
      example.response.result[0] as unknown as ChartDataResult,
    ]),
  );

const lastOption = () => echartsMock.instance.setOption.mock.calls.at(-1)?.[0];

describe('BubbleChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it("cross-filters on a bubble's entity, fades the others, and clears on a second click", () => {
    const p = props();
    const onCrossFilter = vi.fn();
    renderChart(<BubbleChart {...p} onCrossFilter={onCrossFilter} />);
    const entity = p.groups[0]?.entities[0];
    fireEChartsEvent('click', { seriesIndex: 0, dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: [entity] }] },
      filterState: { value: [entity], selectedValues: [entity] },
    });
    const faded = lastOption()
      .series.flatMap((s: { data: unknown[] }) => s.data)
      .filter((d: unknown) => !Array.isArray(d));
    expect(faded).toHaveLength(p.groups.reduce((n, g) => n + g.points.length, 0) - 1);
    fireEChartsEvent('click', { seriesIndex: 0, dataIndex: 0 });
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('opens the context menu with the entity filter (drill to detail)', () => {
    const p = props();
    const onContextMenu = vi.fn();
    renderChart(<BubbleChart {...p} onContextMenu={onContextMenu} />);
    const native = new MouseEvent('contextmenu', { clientX: 7, clientY: 8 });
    fireEChartsEvent('contextmenu', {
      seriesIndex: 1,
      dataIndex: 0,
      event: { event: native } as ECElementEvent['event'],
    });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 7,
      clientY: 8,
      filters: [{ col: 'country', op: 'IN', val: [p.groups[1]?.entities[0]] }],
    });
  });
});
