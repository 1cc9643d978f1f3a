import type { ChartProps } from '@tessera/core';
import { readChoice } from '../form-data';
import { deckColor, sequentialRange, type DeckColor } from '../deck/colors';
import { readNumeric } from '../deck/layer-props';
import { weightedPoints, type WeightedPointsProps } from '../deck/weighted-points';

/** One of deck's contours: an isoline at a threshold, or an isoband between two. */
export interface Contour {
  threshold: number | [number, number];
  color: DeckColor;
  strokeWidth: number;
}

export interface ContourTransformedProps extends WeightedPointsProps {
  cellSize: number;
  aggregation: 'SUM' | 'MEAN' | 'MIN' | 'MAX';
  contours: Contour[];
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * Superset's `contours` ({color, lowerThreshold, upperThreshold, strokeWidth} each): an upper
 * threshold makes a band, a lone lower one a line. Without any, one line around every cell holding
 * a point, in the fixed colour.
 */
export const readContours = (value: unknown): Contour[] => {
  const list = Array.isArray(value) ? value : [];
  const contours: Contour[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const c = item as Record<string, unknown>;
    const lower = num(c['lowerThreshold']);
    if (lower === null) continue;
    const upper = num(c['upperThreshold']);
    contours.push({
      threshold: upper === null ? lower : [lower, upper],
      color: deckColor(c['color']),
      strokeWidth: num(c['strokeWidth']) ?? 1,
    });
  }
  return contours;
};

const defaultContours = (): Contour[] =>
  sequentialRange(null, 4).map((color, i) => ({
    threshold: [2 ** i, 2 ** (i + 1)] as [number, number],
    color,
    strokeWidth: 1,
  }));

/** Superset's deck_contour: weighted positions aggregated per `cellSize` metres into the configured contours. */
export const transformProps = (chartProps: ChartProps): ContourTransformedProps => {
  const fd = chartProps.formData;
  const contours = readContours(fd['contours']);
  return {
    ...weightedPoints(chartProps),
    cellSize: readNumeric(fd, 'cellSize', 300),
    aggregation: readChoice(fd, 'aggregation', ['SUM', 'MEAN', 'MIN', 'MAX'] as const, 'SUM'),
    contours: contours.length > 0 ? contours : defaultContours(),
  };
};
