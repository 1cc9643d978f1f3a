import type { BoxStats } from './types';

/** Superset's box opacity, and that of the boxes outside an active cross-filter. */
const BOX_OPACITY = 0.6;
const DIMMED = 0.3;

/** The boxplot series data: [min, Q1, median, Q3, max] per box, its colour and, with a selection, dimmed. */
export const boxSeriesData = (boxes: readonly BoxStats[], selected: string | null = null) =>
  boxes.map((box) => ({
    name: box.name,
    value: [box.min, box.q1, box.median, box.q3, box.max].map((v) => v ?? '-'),
    itemStyle: {
      color: box.color,
      borderColor: box.color,
      opacity: selected === null || selected === box.name ? BOX_OPACITY : DIMMED,
    },
  }));
