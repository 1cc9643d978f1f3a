import type { ControlPanelConfig } from '@tessera/core';
import { defineSection } from '../shared-controls';
import {
  aggregationFunction,
  autozoom,
  extruded,
  gridSize,
  linearColorScheme,
  viewport,
  weightedQueryRows,
} from '../deck/deck-controls';

/** Superset's deck_grid panel: positions binned into cells of `grid_size` metres, coloured (and raised) by their weight. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', weightedQueryRows),
    defineSection('Map', [[viewport], [autozoom]]),
    defineSection('Options', [
      [gridSize({ label: 'Grid Size', description: 'Defines the grid size in meters', default: 20 })],
      [linearColorScheme],
      [extruded],
      [aggregationFunction],
    ]),
  ],
};
