import type { Bounds } from '@tessera/core';
import type { ReactNode } from 'react';

/** Superset's sparkline defaults. */
export const SPARK_WIDTH = 300;
export const SPARK_HEIGHT = 50;
const AXIS_WIDTH = 40;
const PAD = 3;

export interface SparklineProps {
  points: readonly (number | null)[];
  width: number | null;
  height: number | null;
  showYAxis: boolean;
  /** Fixed y-axis ends; null ends follow the data. */
  yAxisBounds: Bounds;
  format: (value: number) => string;
  /** Read out for assistive technology and as the hover title. */
  label: string;
}

/** The y-range: the data's, widened (never narrowed) to set bounds, as Superset's sparkline domain. */
export const sparkDomain = (values: readonly number[], [min, max]: Bounds): [number, number] => {
  const low = Math.min(...values, ...(min === null ? [] : [min]));
  const high = Math.max(...values, ...(max === null ? [] : [max]));
  return low === high ? [low - 1, high + 1] : [low, high];
};

/** A small line of a row's series; gaps where a period has no value. */
export function Sparkline({ points, width, height, showYAxis, yAxisBounds, format, label }: SparklineProps): ReactNode {
  const w = width ?? SPARK_WIDTH;
  const h = height ?? SPARK_HEIGHT;
  const values = points.filter((p): p is number => p !== null);
  if (values.length === 0) return null;
  const [low, high] = sparkDomain(values, yAxisBounds);
  const left = showYAxis ? AXIS_WIDTH : PAD;
  const x = (i: number) => left + (points.length < 2 ? 0 : (i * (w - left - PAD)) / (points.length - 1));
  const y = (v: number) => PAD + ((high - v) * (h - 2 * PAD)) / (high - low);
  const segments: string[] = [];
  let current = '';
  points.forEach((p, i) => {
    if (p === null) {
      if (current) segments.push(current);
      current = '';
    } else current += `${current ? ' L' : 'M'}${x(i).toFixed(1)},${y(p).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const last = values[values.length - 1] as number;
  return (
    <svg width={w} height={h} role="img" aria-label={label} data-testid="sparkline">
      <title>{`${label}: ${format(last)}`}</title>
      {showYAxis && (
        <g fontSize={10} fill="var(--mantine-color-dimmed)">
          <text x={0} y={PAD + 8}>
            {format(high)}
          </text>
          <text x={0} y={h - PAD}>
            {format(low)}
          </text>
        </g>
      )}
      {segments.map((d) =>
        // A period alone between gaps has no line to draw: it shows as a dot.
        d.includes('L') ? (
          <path key={d} d={d} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={1.5} />
        ) : (
          <circle
            key={d}
            cx={Number(d.slice(1).split(',')[0])}
            cy={Number(d.split(',')[1])}
            r={2}
            fill="var(--mantine-primary-color-filled)"
          />
        ),
      )}
    </svg>
  );
}
