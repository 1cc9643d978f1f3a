import type { ControlPanelConfig } from '@tessera/core';
import { defineControl, defineSection, timeSeriesQuerySection } from '../shared-controls';

/** Superset's horizon panel: the time series query, then row height and colour scale. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    timeSeriesQuerySection,
    defineSection('Chart Options', [
      [
        defineControl({
          name: 'series_height',
          type: 'SelectControl',
          label: 'Series Height',
          description: 'Pixel height of each series',
          default: '25',
          freeForm: true,
          renderTrigger: true,
          choices: ['10', '25', '40', '50', '75', '100', '150', '200'].map((v) => [v, v] as const),
        }),
        defineControl({
          name: 'horizon_color_scale',
          type: 'SelectControl',
          label: 'Value Domain',
          description:
            'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
          default: 'series',
          renderTrigger: true,
          choices: [
            ['series', 'series'],
            ['overall', 'overall'],
            ['change', 'change'],
          ],
        }),
      ],
    ]),
  ],
};
