import { ELEVATION_DEFAULT, type ControlPanelConfig, type FormData } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  nonEmpty,
  overrideControl,
  rowLimitControl,
} from '../shared-controls';
import {
  autozoom,
  extruded,
  fillColorPicker,
  filled,
  filterNulls,
  jsColumns,
  legendFormat,
  legendPosition,
  linearColorScheme,
  lineWidth,
  lineWidthUnit,
  multiplier,
  strokeColorPicker,
  stroked,
  viewport,
} from '../deck/deck-controls';

const schemeTypeIs =
  (type: string) =>
  (fd: FormData): boolean =>
    (fd['color_scheme_type'] ?? 'linear_palette') === type;

const polygonColumn = defineControl({
  name: 'line_column',
  type: 'DndColumnSelect',
  label: 'Polygon Column',
  description: 'The database columns that contains lines information',
  validators: [nonEmpty],
});

const polygonEncoding = defineControl({
  name: 'line_type',
  type: 'SelectControl',
  label: 'Polygon Encoding',
  description: 'The encoding format of the lines',
  default: 'json',
  choices: [
    ['polyline', 'Polyline'],
    ['json', 'JSON'],
    ['geohash', 'geohash (square)'],
  ],
});

// Superset's shifted `metric`: optional here, it colours the polygons.
const metric = defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric' });

const elevation = defineControl({
  name: 'point_radius_fixed',
  type: 'FixedOrMetricControl',
  label: 'Elevation',
  default: { type: 'fix', value: ELEVATION_DEFAULT },
});

// Superset's third type, colour breakpoints, needs its ColorBreakpointsControl, which Tessera lacks.
const colorSchemeType = defineControl({
  name: 'color_scheme_type',
  type: 'SelectControl',
  label: 'Color Scheme Type',
  description: 'Select the type of color scheme to use.',
  default: 'linear_palette',
  renderTrigger: true,
  choices: [
    ['fixed_color', 'Fixed color'],
    ['linear_palette', 'Linear palette'],
  ],
});

const opacity = defineControl({
  name: 'opacity',
  type: 'SliderControl',
  label: 'Opacity',
  description: 'Opacity, expects values between 0 and 100',
  default: 80,
  min: 0,
  max: 100,
  step: 1,
  renderTrigger: true,
});

const numBuckets = defineControl({
  name: 'num_buckets',
  type: 'SelectControl',
  label: 'Number of buckets to group data',
  description: 'How many buckets should the data be grouped in.',
  default: 5,
  freeForm: true,
  renderTrigger: true,
  choices: [2, 3, 5, 10].map((n) => [n, String(n)] as const),
});

const breakPoints = defineControl({
  name: 'break_points',
  type: 'SelectControl',
  label: 'Bucket break points',
  description: 'List of n+1 values for bucketing metric into n buckets.',
  multi: true,
  freeForm: true,
  renderTrigger: true,
  choices: [],
});

/** Superset's deck_polygon panel (its JavaScript hooks and map-style pickers left out). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [polygonColumn],
      [polygonEncoding],
      [adhocFilters],
      [metric],
      [elevation],
      [rowLimitControl(10000)],
      [checkbox('reverse_long_lat', 'Reverse Lat & Long', false)],
      [filterNulls],
    ]),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Polygon Settings', [
      [colorSchemeType],
      [fillColorPicker({ visibility: schemeTypeIs('fixed_color') })],
      [overrideControl(linearColorScheme, { visibility: schemeTypeIs('linear_palette') })],
      [strokeColorPicker],
      [filled, stroked],
      [extruded],
      [multiplier],
      [lineWidth],
      [lineWidthUnit],
      [opacity],
      [numBuckets],
      [breakPoints],
      [legendPosition],
      [legendFormat],
    ]),
    defineSection('Advanced', [[jsColumns]], false),
  ],
};
