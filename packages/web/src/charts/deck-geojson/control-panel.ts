import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  defineControl,
  defineSection,
  integer,
  nonEmpty,
  numeric,
  rowLimitControl,
} from '../shared-controls';
import {
  autozoom,
  extruded,
  fillColorPicker,
  filled,
  filterNulls,
  jsColumns,
  lineWidth,
  lineWidthUnit,
  strokeColorPicker,
  stroked,
  viewport,
} from '../deck/deck-controls';

const geojsonColumn = defineControl({
  name: 'geojson',
  type: 'DndColumnSelect',
  label: 'GeoJson Column',
  description: 'Select the geojson column',
  validators: [nonEmpty],
});

const pointRadius = defineControl({
  name: 'point_radius',
  type: 'SelectControl',
  label: 'Point Radius',
  description:
    'The radius of point features, in the units specified below. The final rendered size is this value multiplied by Point Radius Scale.',
  default: 10,
  freeForm: true,
  renderTrigger: true,
  validators: [integer],
  choices: [1, 5, 10, 20, 50, 100].map((n) => [n, String(n)] as const),
});

const pointRadiusScale = defineControl({
  name: 'point_radius_scale',
  type: 'SelectControl',
  label: 'Point Radius Scale',
  description: 'A multiplier applied to the point radius. Use this to uniformly scale all points.',
  default: 1,
  freeForm: true,
  renderTrigger: true,
  validators: [numeric],
  choices: [0.1, 0.5, 1, 2, 5, 10].map((n) => [n, String(n)] as const),
});

const pointRadiusUnits = defineControl({
  name: 'point_radius_units',
  type: 'SelectControl',
  label: 'Point Radius Units',
  description: 'The unit for point radius. Use "pixels" for consistent screen-space sizing regardless of zoom level.',
  default: 'pixels',
  renderTrigger: true,
  choices: [
    ['pixels', 'Pixels'],
    ['meters', 'Meters'],
    ['common', 'Common (unit per pixel at zoom 0)'],
  ],
});

/**
 * Superset's deck_geojson panel. Its point labels and icons (text and icon point types, with their
 * JavaScript config generators) and its JavaScript hooks are left out; so are the map-style pickers.
 */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [[geojsonColumn], [rowLimitControl(10000)], [filterNulls], [adhocFilters]]),
    defineSection('Map', [[viewport, autozoom]]),
    defineSection('GeoJson Settings', [
      [fillColorPicker(), strokeColorPicker],
      [filled, stroked],
      [extruded],
      [lineWidth],
      [lineWidthUnit],
      [pointRadius, pointRadiusScale],
      [pointRadiusUnits],
    ]),
    defineSection('Advanced', [[jsColumns]], false),
  ],
};
