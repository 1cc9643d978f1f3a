import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  legendControls,
  nonEmpty,
  numberFormat,
  rowLimit,
  timeFormat,
} from '../shared-controls';

const column = (name: string, label: string, description?: string, required = true) =>
  defineControl({
    name,
    type: 'DndColumnSelect',
    label,
    ...(description !== undefined && { description }),
    default: null,
    ...(required && { validators: [nonEmpty] }),
  });

/** Superset's Gantt panel (Gantt/controlPanel.tsx): start, end, y-axis, series, tooltip fields. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [column('start_time', 'Start Time')],
      [column('end_time', 'End Time')],
      [column('y_axis', 'Y-axis', 'Dimension to use on y-axis.')],
      [
        column(
          'series',
          'Dimension',
          'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
          false,
        ),
      ],
      [
        checkbox('subcategories', 'Subcategories', false, {
          description:
            'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
          visibility: (fd) => Boolean(fd['series']),
        }),
      ],
      [
        defineControl({
          name: 'tooltip_metrics',
          type: 'DndMetricSelect',
          label: 'Tooltip metrics',
          multi: true,
          default: [],
        }),
      ],
      [
        defineControl({
          name: 'tooltip_columns',
          type: 'DndColumnSelect',
          label: 'Tooltip contents',
          multi: true,
          default: [],
        }),
      ],
      [adhocFilters],
      [defineControl({ name: 'order_by_cols', type: 'SelectControl', label: 'Ordering', multi: true, default: [] })],
      [rowLimit],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      ...legendControls,
      [checkbox('zoomable', 'Data Zoom', false)],
      [timeFormat('x_axis_time_format', 'Time format')],
      [timeFormat('tooltipTimeFormat', 'Tooltip time format')],
      [numberFormat('tooltipValuesFormat', 'Number format')],
    ]),
  ],
};
