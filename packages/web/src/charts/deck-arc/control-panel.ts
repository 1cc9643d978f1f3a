import type { ControlPanelConfig } from '@tessera/core';
import { adhocFilters, colorScheme, defineControl, defineSection, rowLimitControl } from '../shared-controls';
import { autozoom, colorPicker, dimension, filterNulls, spatialControl, viewport } from '../deck/deck-controls';

/** Superset's deck_arc panel: an arc from each row's start point to its end point. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [spatialControl('start_spatial', 'Start Longitude & Latitude')],
      [spatialControl('end_spatial', 'End Longitude & Latitude')],
      [rowLimitControl(5000)],
      [filterNulls],
      [adhocFilters],
    ]),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Arc', [
      [colorPicker('color_picker', 'Source Color'), colorPicker('target_color_picker', 'Target Color')],
      [dimension],
      [colorScheme],
      [
        defineControl({
          name: 'stroke_width',
          type: 'SelectControl',
          label: 'Stroke Width',
          freeForm: true,
          default: 1,
          renderTrigger: true,
          choices: [1, 2, 3, 4, 5].map((n) => [n, String(n)] as const),
        }),
      ],
    ]),
  ],
};
