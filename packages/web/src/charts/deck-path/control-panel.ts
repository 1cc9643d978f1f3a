import type { ControlPanelConfig } from '@tessera/core';
import { adhocFilters, checkbox, defineControl, defineSection, nonEmpty, rowLimitControl } from '../shared-controls';
import { autozoom, colorPicker, filterNulls, lineWidth, lineWidthUnit, viewport } from '../deck/deck-controls';

const lineColumn = defineControl({
  name: 'line_column',
  type: 'DndColumnSelect',
  label: 'Lines column',
  description: 'The database columns that contains lines information',
  validators: [nonEmpty],
});

// Superset offers the two encodings a path column holds; a geohash (one point) still reads when saved.
const lineType = defineControl({
  name: 'line_type',
  type: 'SelectControl',
  label: 'Lines encoding',
  description: 'The encoding format of the lines',
  default: 'json',
  choices: [
    ['polyline', 'Polyline'],
    ['json', 'JSON'],
  ],
});

/** Superset's deck_path panel. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [[lineColumn], [lineType], [rowLimitControl(5000)], [filterNulls], [adhocFilters]]),
    defineSection('Map', [
      [viewport],
      [colorPicker()],
      [lineWidth],
      [lineWidthUnit],
      [checkbox('reverse_long_lat', 'Reverse Lat & Long', false)],
      [autozoom],
    ]),
  ],
};
