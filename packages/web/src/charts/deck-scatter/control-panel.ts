import { POINT_RADIUS_DEFAULT, type ControlPanelConfig } from '@tessera/core';
import { adhocFilters, colorScheme, defineControl, defineSection, rowLimitControl } from '../shared-controls';
import {
  autozoom,
  colorPicker,
  dimension,
  filterNulls,
  multiplier,
  spatialControl,
  viewport,
} from '../deck/deck-controls';

/** Superset's deck_scatter panel: points, their radius (fixed or a metric) and colour (fixed or by category). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [spatialControl('spatial', 'Longitude & Latitude')],
      [rowLimitControl(5000)],
      [filterNulls],
      [adhocFilters],
    ]),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Point Size', [
      [
        defineControl({
          name: 'point_radius_fixed',
          type: 'FixedOrMetricControl',
          label: 'Point Size',
          description: 'Fixed point radius',
          default: { type: 'fix', value: POINT_RADIUS_DEFAULT },
        }),
      ],
      [
        defineControl({
          name: 'point_unit',
          type: 'SelectControl',
          label: 'Point Unit',
          description: 'The unit of measure for the specified point radius',
          default: 'square_m',
          renderTrigger: true,
          choices: [
            ['square_m', 'Square meters'],
            ['radius_m', 'Radius in meters'],
            ['radius_km', 'Radius in kilometers'],
            ['radius_miles', 'Radius in miles'],
            ['square_km', 'Square kilometers'],
            ['square_miles', 'Square miles'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'min_radius',
          type: 'TextControl',
          label: 'Minimum Radius',
          description:
            'Minimum radius size of the circle, in pixels. As the zoom level changes, this insures that the circle respects this minimum radius.',
          default: 2,
          renderTrigger: true,
        }),
        defineControl({
          name: 'max_radius',
          type: 'TextControl',
          label: 'Maximum Radius',
          description:
            'Maximum radius size of the circle, in pixels. As the zoom level changes, this insures that the circle respects this maximum radius.',
          default: 250,
          renderTrigger: true,
        }),
      ],
      [multiplier],
    ]),
    defineSection('Point Color', [[colorPicker()], [dimension], [colorScheme]]),
  ],
};
