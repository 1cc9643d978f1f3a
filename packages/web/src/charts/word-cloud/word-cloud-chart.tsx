import { useMantineTheme } from '@mantine/core';
import { GraphicComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import { layoutCloud, type MeasureText } from './layout';
import type { WordCloudTransformedProps } from './types';

registerEChartsParts([GraphicComponent]);

export type WordCloudChartProps = WordCloudTransformedProps & ChartHooks;

/** Superset draws its words bold in the theme's font. */
const fontOf = (size: number, family: string) => `bold ${size}px ${family}`;

/** Text measured on a canvas; where there is none (tests), an average glyph width. */
const canvasMeasure = (family: string): MeasureText => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return (text, size) => {
    if (context === null) return { width: text.length * size * 0.6, height: size };
    context.font = fontOf(size, family);
    return { width: context.measureText(text).width, height: size };
  };
};

/** The cloud laid out for its slot and drawn as ECharts graphic text, shrunk when the layout needed more room. */
export function WordCloudChart({ width, height, theme, words }: WordCloudChartProps): ReactNode {
  const { fontFamily } = useMantineTheme();
  const option = useMemo(() => {
    const cloud = layoutCloud(words, { width, height }, canvasMeasure(fontFamily));
    return {
      graphic: {
        elements: cloud.words.map((word) => ({
          type: 'text',
          x: width / 2 + word.x / cloud.scale,
          y: height / 2 + word.y / cloud.scale,
          // ECharts turns counter-clockwise, Superset's SVG rotate clockwise.
          rotation: (-word.rotate * Math.PI) / 180,
          style: {
            text: word.text,
            fill: word.color,
            font: fontOf(word.size / cloud.scale, fontFamily),
            align: 'center',
            verticalAlign: 'middle',
          },
        })),
      },
    };
  }, [words, width, height, fontFamily]);
  return <EChartsView option={option} width={width} height={height} theme={theme} />;
}
