import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEChartsEvent, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { ChordChart } from './chord-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

describe('ChordChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it("a group cross-filters its column on its value; chords don't", () => {
    const onCrossFilter = vi.fn();
    const props = transformProps(
      chartProps({ viz_type: 'chord', groupby: ['origin'], columns: ['cylinders'], metric: 'count' }, [
        chartResult([{ origin: 'USA', cylinders: 8, count: 108 }], { origin: 1, cylinders: 0, count: 0 }),
      ]),
    );
    renderChart(<ChordChart {...props} onCrossFilter={onCrossFilter} />);
    fireEChartsEvent('click', { dataType: 'edge', dataIndex: 0 });
    expect(onCrossFilter).not.toHaveBeenCalled();
    fireEChartsEvent('click', { dataType: 'node', dataIndex: 1 });
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['USA'] }] },
      filterState: { value: ['USA'], selectedValues: ['USA'] },
    });
  });
});
