import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastEChartsOption, resetEChartsMock } from '../../../test-support/charts/echarts/echarts-mock';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';
import { WordCloudChart } from './word-cloud-chart';

vi.mock('echarts/core', async () => {
  const { echartsMock: mock } = await import('../../../test-support/charts/echarts/echarts-mock');
  return { init: mock.init, use: mock.use };
});

type Text = { x: number; y: number; rotation: number; style: { text: string; font: string } };

describe('WordCloudChart', () => {
  beforeEach(resetEChartsMock);
  afterEach(cleanup);

  it('draws each placed word as graphic text around the centre of its slot', () => {
    const props = transformProps(
      chartProps({ viz_type: 'word_cloud', series: 'word', metric: 'n', rotation: 'square' }, [
        chartResult(
          [
            { word: 'big', n: 10 },
            { word: 'small', n: 2 },
          ],
          { word: 1, n: 0 },
        ),
      ]),
    );
    renderChart(<WordCloudChart {...props} />);
    const texts = lastEChartsOption<{ graphic: { elements: Text[] } }>().graphic.elements;
    expect(texts.map((t) => t.style.text)).toEqual(['big', 'small']);
    expect(texts[0]).toMatchObject({ x: 400, y: 200 });
    expect(texts[0]?.style.font).toMatch(/^bold 70px /);
  });
});
