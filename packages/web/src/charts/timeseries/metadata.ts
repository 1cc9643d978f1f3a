import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';
import type { TimeseriesVizType } from './settings';

interface MetadataSource {
  name: string;
  description: string;
  tags: string[];
  featured: boolean;
}

/** Names, tags and featured flags as Superset's registry lists them (reference/viz_types.json). */
const SOURCES: Record<TimeseriesVizType, MetadataSource> = {
  echarts_timeseries_line: {
    name: 'Line Chart',
    description:
      'Shows how measures change over time or along an ordered axis as points joined by straight lines, one line per series.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Featured'],
    featured: true,
  },
  echarts_timeseries_bar: {
    name: 'Bar Chart',
    description: 'Shows metrics as a series of bars, side by side or stacked, vertical or horizontal.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Transformable', 'Stacked', 'Bar', 'Featured'],
    featured: true,
  },
  echarts_area: {
    name: 'Area Chart',
    description:
      'Like a line chart with the area under each line filled; stacked, it shows how parts add up to a whole over time.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Line', 'Transformable', 'Stacked', 'Featured'],
    featured: true,
  },
  echarts_timeseries_scatter: {
    name: 'Scatter Plot',
    description: 'Draws each value as a point along the x-axis, without joining lines, to show spread and outliers.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Transformable', 'Scatter', 'Featured'],
    featured: true,
  },
  echarts_timeseries_smooth: {
    name: 'Smooth Line',
    description: 'A line chart whose lines are smoothed curves instead of straight segments.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Line', 'Transformable'],
    featured: false,
  },
  echarts_timeseries_step: {
    name: 'Stepped Line',
    description:
      'A line chart whose lines move in steps between points, suited to values that change at irregular moments.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Transformable', 'Stacked'],
    featured: false,
  },
  echarts_timeseries: {
    name: 'Generic Chart',
    description:
      'A time-series chart whose series type is a control: line, smooth line, steps, bars or points, with optional area and stacking.',
    tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Predictive', 'Time', 'Transformable'],
    featured: false,
  },
};

export const timeseriesMetadata = (vizType: TimeseriesVizType): ChartMetadata => {
  const source = SOURCES[vizType];
  return {
    get name() {
      return t(source.name);
    },
    get description() {
      return t(source.description);
    },
    get category() {
      return t('Evolution');
    },
    tags: source.tags,
    thumbnail: null,
    exampleGallery: [],
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
    label: source.featured ? 'FEATURED' : null,
  };
};
