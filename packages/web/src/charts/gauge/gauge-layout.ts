import type { NumberFormatter } from '@tessera/core';

// Superset's gauge constants: distances in pixels and sizes as multiples of the font size.
const TICKS_FROM_LINE = 10;
const TITLE_FROM_CENTER = 20;
const SIZE = {
  axisTickLength: 0.25,
  axisLabelDistance: 1.5,
  axisLabelLength: 0.35,
  splitLineLength: 1,
  splitLineWidth: 0.25,
  titleOffsetFromTitle: 2,
  detailOffsetFromTitle: 0.9,
  detailFontSize: 1.2,
} as const;

/**
 * Superset's getIntervalBoundsAndColors: each bound as a share of the axis with its colour,
 * the 1-based `interval_color_indices` picking from the scheme (the n-th scheme colour when missing).
 */
export const intervalBands = (
  bounds: readonly number[],
  picks: readonly number[],
  colors: readonly string[],
  min: number,
  max: number,
): [number, string][] => {
  const pick = (n: number) => colors[((n % colors.length) + colors.length) % colors.length] ?? '';
  return bounds.map((bound, i) => {
    const index = picks[i];
    return [(bound - min) / (max - min), index === undefined ? pick(i) : pick(index - 1)];
  });
};

/** The axis range: the chosen min and max, else twice the smallest and largest value (0 included). */
export const axisRange = (values: readonly number[], min: number | null, max: number | null): [number, number] => [
  min ?? 2 * Math.min(...values, 0),
  max ?? 2 * Math.max(...values, 0),
];

export interface GaugeLayoutInput {
  width: number;
  height: number;
  fontSize: number;
  dialCount: number;
  overlap: boolean;
  showSplitLine: boolean;
  showAxisTick: boolean;
  splitNumber: number;
  min: number;
  max: number;
  format: NumberFormatter;
}

/** Superset's gauge geometry: the ring and tick widths and distances, the radius, and where each dial's texts sit. */
export const gaugeLayout = (g: GaugeLayoutInput) => {
  const axisLineWidth = g.overlap ? g.fontSize : g.dialCount * g.fontSize;
  const axisTickLength = SIZE.axisTickLength * g.fontSize;
  const splitLineLength = SIZE.splitLineLength * g.fontSize;
  const step = (g.max - g.min) / g.splitNumber;
  const labels = step > 0 ? Array.from({ length: g.splitNumber }, (_, i) => g.min + i * step) : [];
  const axisLabelLength = Math.max(...labels.map((label) => g.format(label).length), 1);
  const axisLabelDistance =
    SIZE.axisLabelDistance * g.fontSize * SIZE.axisLabelLength * axisLabelLength +
    (g.showSplitLine ? splitLineLength : 0) +
    (g.showAxisTick ? axisTickLength : 0) +
    TICKS_FROM_LINE -
    axisLineWidth;
  const axisTickDistance = axisLineWidth + axisTickLength + TICKS_FROM_LINE;
  const titleStep = SIZE.titleOffsetFromTitle * g.fontSize;
  return {
    axisLineWidth,
    axisTickLength,
    axisTickDistance,
    axisLabelDistance,
    splitLineLength,
    splitLineWidth: SIZE.splitLineWidth * g.fontSize,
    splitLineDistance: axisLineWidth + splitLineLength + TICKS_FROM_LINE,
    radius: Math.min(g.width, g.height) / 2 - axisLabelDistance - axisTickDistance,
    titleOffset: (index: number) => `${index * titleStep + TITLE_FROM_CENTER}%`,
    detailOffset: (index: number) =>
      `${index * titleStep + TITLE_FROM_CENTER + SIZE.detailOffsetFromTitle * g.fontSize}%`,
    detailFontSize: SIZE.detailFontSize * g.fontSize,
  };
};
