import type { FormData } from '@tessera/core';
import { readBoolean, readChoice } from '../form-data';
import type { BubbleOption } from './types';

const PADDING = 16;
const LEGEND_HEIGHT = 32;
const SIDE_LEGEND_WIDTH = 140;
const EDGES = ['top', 'bottom', 'left', 'right'] as const;

/** The legend on the edge the form data names, and the grid kept clear of it. */
export const legendLayout = (
  fd: FormData,
  names: string[],
): { legend: NonNullable<BubbleOption['legend']>; grid: NonNullable<BubbleOption['grid']> } => {
  const show = readBoolean(fd, 'show_legend', true) && names.length > 0;
  const edge = readChoice(fd, 'legendOrientation', EDGES, 'top');
  const vertical = edge === 'left' || edge === 'right';
  const room = (side: (typeof EDGES)[number]) =>
    PADDING + (show && edge === side ? (vertical ? SIDE_LEGEND_WIDTH : LEGEND_HEIGHT) : 0);
  return {
    legend: {
      show,
      type: readChoice(fd, 'legendType', ['scroll', 'plain'] as const, 'scroll'),
      orient: vertical ? 'vertical' : 'horizontal',
      data: names,
      [edge]: 4,
      ...(vertical ? { top: 'middle', width: SIDE_LEGEND_WIDTH - 12 } : { left: 'center' }),
    },
    grid: {
      top: room('top'),
      bottom: room('bottom'),
      left: room('left'),
      right: room('right'),
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
  };
};
