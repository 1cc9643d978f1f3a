import {
  D3_FORMAT_OPTIONS,
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_RGBA,
  DEFAULT_SEQUENTIAL_SCHEME,
  type ControlConfig,
} from '@tessera/core';
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

/** The polygon and GeoJSON layers' colour pickers: a transparent pick keeps a GeoJSON feature's own colour. */
const geojsonColorPicker = (name: string, label: string, extra: Pick<ControlConfig, 'visibility'>): ControlConfig =>
  defineControl({
    name,
    type: 'ColorPickerControl',
    label,
    description: 'Set the opacity to 0 if you do not want to override the color specified in the GeoJSON',
    default: { ...DEFAULT_RGBA },
    renderTrigger: true,
    ...extra,
  });

/** Superset's fill_color_picker (deck_polygon shows it for a fixed colour only). */
export const fillColorPicker = (extra: Pick<ControlConfig, 'visibility'> = {}): ControlConfig =>
  geojsonColorPicker('fill_color_picker', 'Fill Color', extra);

export const strokeColorPicker = geojsonColorPicker('stroke_color_picker', 'Stroke Color', {});

export const filled = checkbox('filled', 'Filled', true, { description: 'Whether to fill the objects' });

export const stroked = checkbox('stroked', 'Stroked', false, { description: 'Whether to display the stroke' });

export const lineWidth = defineControl({
  name: 'line_width',
  type: 'TextControl',
  label: 'Line width',
  description: 'The width of the lines',
  default: 1,
  renderTrigger: true,
});

export const lineWidthUnit = defineControl({
  name: 'line_width_unit',
  type: 'SelectControl',
  label: 'Line width unit',
  default: 'pixels',
  renderTrigger: true,
  choices: [
    ['meters', 'meters'],
    ['pixels', 'pixels'],
  ],
});

export const multiplier = defineControl({
  name: 'multiplier',
  type: 'TextControl',
  label: 'Multiplier',
  description: 'Factor to multiply the metric by',
  default: 1,
  renderTrigger: true,
});

/** Superset's `js_columns`: more columns on each row, which our tooltips show (no JavaScript runs here). */
export const jsColumns = defineControl({
  name: 'js_columns',
  type: 'DndColumnSelect',
  label: 'Extra data for JS',
  description: 'List of extra columns made available in JavaScript functions',
  multi: true,
  default: [],
});

export const legendPosition = defineControl({
  name: 'legend_position',
  type: 'SelectControl',
  label: 'Legend Position',
  description: 'Choose the position of the legend',
  default: 'tr',
  renderTrigger: true,
  choices: [
    [null, 'None'],
    ['tl', 'Top left'],
    ['tr', 'Top right'],
    ['bl', 'Bottom left'],
    ['br', 'Bottom right'],
  ],
});

export const legendFormat = defineControl({
  name: 'legend_format',
  type: 'SelectControl',
  label: 'Legend Format',
  description: 'Choose the format for legend values',
  default: DEFAULT_NUMBER_FORMAT,
  freeForm: true,
  renderTrigger: true,
  choices: D3_FORMAT_OPTIONS,
});

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
