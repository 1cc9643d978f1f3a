import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { ParaChart } from './para-chart';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const props = (showTable: boolean) =>
  transformProps(
    chartProps({ viz_type: 'para', series: 'name', metrics: ['mpg'], show_datatable: showTable }, [
      chartResult([{ name: 'a', mpg: 10 }], { name: 1, mpg: 0 }),
    ]),
  );

describe('ParaChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('shows the data table under the lines only with show_datatable', () => {
    renderChart(<ParaChart {...props(false)} />);
    expect(screen.queryByTestId('para-table')).toBeNull();
    cleanup();
    renderChart(<ParaChart {...props(true)} />);
    expect(screen.getByTestId('para-table').textContent).toContain('mpg');
    expect(screen.getAllByTestId('echarts-view')).toHaveLength(1);
  });
});
