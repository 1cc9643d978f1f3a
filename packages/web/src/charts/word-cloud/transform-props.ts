import { columnsOf, createColorScale, labelOfColumn, labelOfMetric, metricsOf, type ChartProps } from '@tessera/core';
import { categoryNamer, metricValue } from '../echarts/category-names';
import { readChoice, readList, readNumber, readString, readStringMap } from '../form-data';
import { ROTATIONS, seededRandom, type CloudWord } from './layout';
import type { WordCloudTransformedProps } from './types';

// Superset seeds its rotations ('superset-ui'): the same data turns the same words each time.
const SEED = 0x5e7;

export const transformProps = (chartProps: ChartProps): WordCloudTransformedProps => {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const [series = ''] = columnsOf(readList(fd, 'series')).map(labelOfColumn);
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? undefined : labelOfMetric(metric);
  const nameOf = categoryNamer(result, readString(fd, 'date_format'));
  const sizeFrom = readNumber(fd, 'size_from', 0);
  const sizeTo = readNumber(fd, 'size_to', 70);
  // Superset's font-size scale: linear from zero to the largest value onto [size_from, size_to].
  const values = rows.map((row) => (metricLabel === undefined ? 0 : metricValue(row[metricLabel])));
  const max = Math.max(0, ...values);
  const sizeOf = (value: number) =>
    metricLabel === undefined ? 20 : max === 0 ? sizeFrom : sizeFrom + (value / max) * (sizeTo - sizeFrom);
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const rotate = ROTATIONS[readChoice(fd, 'rotation', ['flat', 'random', 'square'] as const, 'flat')];
  const random = seededRandom(SEED);
  const words: CloudWord[] = rows.map((row, i) => {
    const text = nameOf(row[series], series);
    return { text, size: sizeOf(values[i] ?? 0), color: color(text), rotate: rotate(random) };
  });
  return { width, height, theme, words };
};
