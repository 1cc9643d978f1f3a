import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  groupby,
  legendControls,
  metrics,
  numberFormat,
  rowLimitControl,
  seriesLimitMetric,
  timeFormat,
} from '../shared-controls';

/** Superset's LABEL_POSITION choices (plugin-chart-echarts constants). */
const LABEL_POSITIONS = [
  ['top', 'Top'],
  ['left', 'Left'],
  ['right', 'Right'],
  ['bottom', 'Bottom'],
  ['inside', 'Inside'],
  ['insideLeft', 'Inside left'],
  ['insideRight', 'Inside right'],
  ['insideTop', 'Inside top'],
  ['insideBottom', 'Inside bottom'],
  ['insideTopLeft', 'Inside top left'],
  ['insideBottomLeft', 'Inside bottom left'],
  ['insideTopRight', 'Inside top right'],
  ['insideBottomRight', 'Inside bottom right'],
] as const;

/** Superset's radar control panel (plugin-chart-echarts Radar/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [[groupby], [metrics], [seriesLimitMetric], [adhocFilters], [rowLimitControl(10)]]),
    defineSection('Chart Options', [
      [colorScheme],
      ...legendControls,
      [checkbox('show_labels', 'Show Labels', true, { description: 'Whether to display the labels.' })],
      [
        defineControl({
          name: 'label_type',
          type: 'SelectControl',
          label: 'Label Type',
          description: 'What should be shown on the label?',
          default: 'value',
          renderTrigger: true,
          choices: [
            ['value', 'Value'],
            ['key_value', 'Category and Value'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'label_position',
          type: 'SelectControl',
          label: 'Label position',
          default: 'top',
          renderTrigger: true,
          choices: LABEL_POSITIONS,
        }),
      ],
      [numberFormat('number_format', 'Number format')],
      [timeFormat('date_format', 'Date format')],
      [
        defineControl({
          name: 'column_config',
          type: 'RadarMetricConfigControl',
          label: 'Customize Metrics',
          description: 'Further customize how to display each metric',
          renderTrigger: true,
        }),
      ],
      [
        checkbox('is_circle', 'Circle radar shape', false, {
          description: "Radar render type, whether to display 'circle' shape.",
        }),
      ],
    ]),
  ],
};
