import type { ControlPanelConfig } from '@tessera/core';
import { defineControl, defineSection } from '../shared-controls';
import { autozoom, viewport, weightedQueryRows } from '../deck/deck-controls';

/** Superset's deck_contour panel: isolines and isobands of the weighted positions' density. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', weightedQueryRows),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Options', [
      [
        defineControl({
          name: 'cellSize',
          type: 'TextControl',
          label: 'Cell Size',
          description: 'The size of each cell in meters',
          default: 300,
          renderTrigger: true,
        }),
      ],
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
            ['MIN', 'min'],
            ['MAX', 'max'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'contours',
          type: 'ContourControl',
          label: 'Contours',
          description:
            'Define contour layers. Isolines represent a collection of line segments that serparate the area above and below a given threshold. Isobands represent a collection of polygons that fill the are containing values in a given threshold range.',
          default: [],
          renderTrigger: true,
        }),
      ],
    ]),
  ],
};
