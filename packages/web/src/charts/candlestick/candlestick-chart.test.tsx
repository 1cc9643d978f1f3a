import { cleanup } from '@testing-library/react';
import type { ChartDataResult } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { echartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps } from '../../../test-support/charts/table/helpers';
import { CandlestickChart } from './candlestick-chart';
import example from '../../../test-support/charts/candlestick/candlestick-example.json';
import { transformProps } from './transform-props';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

const echarts = echartsMock;

describe('CandlestickChart', () => {
  afterEach(cleanup);

  it('draws the candles through ECharts in its slot', () => {
    const props = transformProps(
      chartProps({ ...example.form_data, viz_type: 'candlestick' }, [
        example.response.result[0] as unknown as ChartDataResult,
      ]),
    );
    const view = renderChart(<CandlestickChart {...props} />);
    expect(echarts.instance.setOption.mock.calls.at(-1)?.[0]).toMatchObject({ series: props.echartOptions.series });
    view.rerender(<CandlestickChart {...props} width={320} height={200} />);
    expect(echarts.instance.resize).toHaveBeenLastCalledWith({ width: 320, height: 200 });
  });
});
