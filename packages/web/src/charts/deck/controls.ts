import { DEFAULT_RGBA, type ControlConfig } from '@tessera/core';
import { checkbox, defineControl, nonEmpty } from '../shared-controls';
import { DEFAULT_VIEWPORT } from './viewport';

/** Superset's SpatialControl: where each row's point comes from (lat/long columns, one delimited column or a geohash). */
export const spatialControl = (name = 'spatial', label = 'Longitude & Latitude'): ControlConfig =>
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
  default: DEFAULT_VIEWPORT,
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

export const gridSize = (
  fallback: number,
  label = 'Grid Size',
  description = 'Defines the grid size in pixels',
): ControlConfig =>
  defineControl({
    name: 'grid_size',
    type: 'TextControl',
    label,
    description,
    default: fallback,
    renderTrigger: true,
  });

export const extruded = checkbox('extruded', 'Extruded', true);
