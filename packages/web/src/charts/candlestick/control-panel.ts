import { showsTimeGrain, type ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  nonEmpty,
  numberFormat,
  overrideControl,
  rowLimit,
  timeFormat,
  timeGrain,
  titleControls,
  xAxis,
} from '../shared-controls';

const metric = { type: 'DndMetricSelect', validators: [nonEmpty] };

export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [overrideControl(xAxis, { validators: [nonEmpty] })],
      [overrideControl(timeGrain, { visibility: showsTimeGrain })],
      [
        defineControl({
          ...metric,
          name: 'open',
          label: 'Opening',
          description: 'The value at the start of each period.',
        }),
      ],
      [defineControl({ ...metric, name: 'high', label: 'High', description: 'The highest value of each period.' })],
      [defineControl({ ...metric, name: 'low', label: 'Low', description: 'The lowest value of each period.' })],
      [
        defineControl({
          ...metric,
          name: 'close',
          label: 'Closing',
          description: 'The value at the end of each period.',
        }),
      ],
      [adhocFilters],
      [rowLimit],
    ]),
    defineSection('Chart Title', titleControls),
    defineSection('Chart Options', [
      [
        defineControl({
          name: 'increase_color',
          type: 'ColorPickerControl',
          label: 'Increase',
          description: 'Color of the periods that closed above their open.',
          default: { r: 90, g: 193, b: 137, a: 1 },
          renderTrigger: true,
        }),
        defineControl({
          name: 'decrease_color',
          type: 'ColorPickerControl',
          label: 'Decrease',
          description: 'Color of the periods that closed below their open.',
          default: { r: 224, g: 67, b: 85, a: 1 },
          renderTrigger: true,
        }),
      ],
      [checkbox('zoomable', 'Data Zoom', false, { description: 'Enable data zooming controls' })],
      [timeFormat('x_axis_time_format', 'Time format')],
      [numberFormat('y_axis_format', 'Y Axis Format')],
      [
        checkbox('truncateYAxis', 'Truncate Y Axis', true, {
          description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
        }),
      ],
      [
        defineControl({
          name: 'y_axis_bounds',
          type: 'BoundsControl',
          label: 'Y Axis Bounds',
          description:
            'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
          default: [null, null],
          renderTrigger: true,
        }),
      ],
    ]),
  ],
};
