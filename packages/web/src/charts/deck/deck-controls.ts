import { DEFAULT_RGBA, DEFAULT_SEQUENTIAL_SCHEME, type ControlConfig } from '@tessera/core';
import { adhocFilters, checkbox, defineControl, nonEmpty, rowLimitControl } from '../shared-controls';
import { VIEWPORT_DEFAULTS } from '@tessera/core';

/** Superset's SpatialControl: where each row's point comes from (lat/long columns, one delimited column or a geohash). */
export const spatialControl = (name: string, label: string): ControlConfig =>
  defineControl({
    name,
    type: 'SpatialControl',
    label,
    description: 'Point to your spatial columns',
    validators: [nonEmpty],
  });

/** Superset's ViewportControl: the map's saved view (explore's "Save current view" writes it). */
export const viewport = defineControl({
  name: 'viewport',
  type: 'ViewportControl',
  label: 'Viewport',
  description: 'Parameters related to the view and perspective on the map',
  default: VIEWPORT_DEFAULTS,
  renderTrigger: false,
});

export const autozoom = checkbox('autozoom', 'Auto Zoom', true, {
  description: 'When checked, the map will zoom to your data after each query',
});

export const filterNulls = defineControl({
  name: 'filter_nulls',
  type: 'CheckboxControl',
  label: 'Ignore null locations',
  description: 'Whether to ignore locations that are null',
  default: true,
});

export const colorPicker = (name = 'color_picker', label = 'Fixed Color'): ControlConfig =>
  defineControl({ name, type: 'ColorPickerControl', label, default: { ...DEFAULT_RGBA }, renderTrigger: true });

/** Superset's `dimension`: a categorical column colouring each point by its value. */
export const dimension = defineControl({
  name: 'dimension',
  type: 'DndColumnSelect',
  label: 'Dimension',
  description: 'Select a dimension',
});

/** Superset's `size` of the aggregation layers: the metric each point weighs in its cell. */
export const sizeMetric = defineControl({
  name: 'size',
  type: 'DndMetricSelect',
  label: 'Weight',
  description: "Metric used as a weight for the grid's coloring",
  default: 'count',
  validators: [nonEmpty],
});

/** Superset's `grid_size`: a cell's size, in metres or screen pixels depending on the layer. */
export const gridSize = (text: Pick<ControlConfig, 'label' | 'description' | 'default'>): ControlConfig =>
  defineControl({ name: 'grid_size', type: 'TextControl', renderTrigger: true, ...text });

export const extruded = checkbox('extruded', 'Extruded', true);

/** The sequential scheme an aggregation layer colours its cells with, low to high. */
export const linearColorScheme = defineControl({
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: 'Linear Color Scheme',
  default: DEFAULT_SEQUENTIAL_SCHEME,
  renderTrigger: true,
});

/** Superset's js_agg_function as deck's cell aggregations. */
export const AGGREGATIONS = ['sum', 'min', 'max', 'mean'] as const;

export const aggregationFunction = defineControl({
  name: 'js_agg_function',
  type: 'SelectControl',
  label: 'Dynamic Aggregation Function',
  description: 'The function to use when aggregating points into groups',
  default: 'sum',
  renderTrigger: true,
  choices: [
    ['sum', 'sum'],
    ['min', 'min'],
    ['max', 'max'],
    ['mean', 'mean'],
  ],
});

/** The common query section of the aggregation layers: positions and their weight. */
export const weightedQueryRows: ControlConfig[][] = [
  [spatialControl('spatial', 'Longitude & Latitude')],
  [sizeMetric],
  [rowLimitControl(5000)],
  [filterNulls],
  [adhocFilters],
];
