import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  defineControl,
  defineSection,
  granularitySqla,
  nonEmpty,
  numberFormat,
  timeRange,
} from '../shared-controls';

/** Superset's bullet control panel (legacy-preset-chart-nvd3 Bullet/controlPanel.ts, with its ECharts y_axis_format). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Time', [[granularitySqla], [timeRange]]),
    defineSection('Query', [
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [adhocFilters],
    ]),
    defineSection('Chart Options', [
      [
        defineControl({
          name: 'ranges',
          type: 'TextControl',
          label: 'Ranges',
          description: 'Ranges to highlight with shading',
          default: '',
          renderTrigger: true,
        }),
        defineControl({
          name: 'range_labels',
          type: 'TextControl',
          label: 'Range labels',
          description: 'Labels for the ranges',
          default: '',
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'markers',
          type: 'TextControl',
          label: 'Markers',
          description: 'List of values to mark with triangles',
          default: '',
          renderTrigger: true,
        }),
        defineControl({
          name: 'marker_labels',
          type: 'TextControl',
          label: 'Marker labels',
          description: 'Labels for the markers',
          default: '',
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'marker_lines',
          type: 'TextControl',
          label: 'Marker lines',
          description: 'List of values to mark with lines',
          default: '',
          renderTrigger: true,
        }),
        defineControl({
          name: 'marker_line_labels',
          type: 'TextControl',
          label: 'Marker line labels',
          description: 'Labels for the marker lines',
          default: '',
          renderTrigger: true,
        }),
      ],
      [numberFormat('y_axis_format', 'Value format')],
    ]),
  ],
};
