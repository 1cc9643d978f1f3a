import type { CartesianOption } from '../echarts/option-types';
import type { TimeseriesSettings } from './settings';

const PADDING = 16;
const LEGEND_HEIGHT = 32;
const SIDE_LEGEND_WIDTH = 140;
const ZOOM_HEIGHT = 44;

interface Layout {
  grid: NonNullable<CartesianOption['grid']>;
  legend: NonNullable<CartesianOption['legend']>;
  dataZoom: NonNullable<CartesianOption['dataZoom']>;
}

/**
 * Legend, zoom slider and plot area share the canvas: the grid keeps clear of whichever
 * edge the legend and slider take, and contains its own axis labels and titles.
 */
export const buildLayout = (s: TimeseriesSettings, seriesNames: string[]): Layout => {
  const showLegend = s.showLegend && seriesNames.length > 0;
  const side = s.legendOrientation;
  const vertical = side === 'left' || side === 'right';
  const offset = (edge: typeof side) =>
    showLegend && side === edge ? (vertical ? SIDE_LEGEND_WIDTH : LEGEND_HEIGHT) : 0;
  const zoom = s.zoomable ? ZOOM_HEIGHT : 0;
  const grid = {
    top: PADDING + offset('top') + (s.yAxisTitle && s.yAxisTitlePosition === 'Top' && !s.horizontal ? 12 : 0),
    bottom: PADDING + offset('bottom') + (s.horizontal ? 0 : zoom),
    left: PADDING + offset('left'),
    right: PADDING + offset('right') + (s.horizontal ? zoom : 0),
    outerBoundsMode: 'same' as const,
    outerBoundsContain: 'all' as const,
  };
  const legend = {
    show: showLegend,
    type: s.legendType,
    orient: vertical ? ('vertical' as const) : ('horizontal' as const),
    data: seriesNames,
    ...(side === 'top' && { top: 4, left: 'center' }),
    ...(side === 'bottom' && { bottom: 4, left: 'center' }),
    ...(side === 'left' && { left: 4, top: 'middle', width: SIDE_LEGEND_WIDTH - 12 }),
    ...(side === 'right' && { right: 4, top: 'middle', width: SIDE_LEGEND_WIDTH - 12 }),
  };
  const axisIndex = s.horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  const slider = s.horizontal
    ? { right: PADDING + offset('right'), width: 24 }
    : { bottom: PADDING + offset('bottom'), height: 24 };
  const dataZoom = s.zoomable
    ? [
        { type: 'slider' as const, start: 0, end: 100, ...axisIndex, ...slider },
        { type: 'inside' as const, start: 0, end: 100, ...axisIndex },
      ]
    : [];
  return { grid, legend, dataZoom };
};
