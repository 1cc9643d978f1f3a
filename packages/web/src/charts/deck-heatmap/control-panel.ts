import type { ControlPanelConfig } from '@tessera/core';
import { defineControl, defineSection } from '../shared-controls';
import { autozoom, linearColorScheme, viewport, weightedQueryRows } from '../deck/deck-controls';

/** Superset's deck_heatmap panel: a density surface of the weighted positions. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', weightedQueryRows),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Options', [
      [
        defineControl({
          name: 'intensity',
          type: 'TextControl',
          label: 'Intensity',
          description: 'Intensity is the value multiplied by the weight to obtain the final weight',
          default: 1,
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'radius_pixels',
          type: 'TextControl',
          label: 'Intensity Radius',
          description: 'Intensity Radius is the radius at which the weight is distributed',
          default: 30,
          renderTrigger: true,
        }),
      ],
      [linearColorScheme],
      [
        defineControl({
          name: 'aggregation',
          type: 'SelectControl',
          label: 'Aggregation',
          default: 'SUM',
          renderTrigger: true,
          choices: [
            ['SUM', 'sum'],
            ['MEAN', 'mean'],
          ],
        }),
      ],
    ]),
  ],
};
