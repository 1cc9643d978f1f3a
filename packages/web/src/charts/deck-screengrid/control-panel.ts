import type { ControlPanelConfig } from '@tessera/core';
import { defineSection } from '../shared-controls';
import { autozoom, colorPicker, gridSize, viewport, weightedQueryRows } from '../deck/controls';

/** Superset's deck_screengrid panel: positions binned into square cells of `grid_size` screen pixels. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', weightedQueryRows),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Grid', [[gridSize(20)], [colorPicker()]]),
  ],
};
