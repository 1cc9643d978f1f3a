import type { ControlPanelConfig } from '@tessera/core';
import { defineSection } from '../shared-controls';
import { autozoom, colorPicker, gridSize, viewport, weightedQueryRows } from '../deck/deck-controls';

/** Superset's deck_screengrid panel: positions binned into square cells of `grid_size` screen pixels. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', weightedQueryRows),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Grid', [
      [gridSize({ label: 'Grid Size', description: 'Defines the grid size in pixels', default: 20 })],
      [colorPicker()],
    ]),
  ],
};
