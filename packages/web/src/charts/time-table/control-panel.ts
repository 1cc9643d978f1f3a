import type { ControlPanelConfig } from '@tessera/core';
import { defineControl, defineSection, timeSeriesQuerySection } from '../shared-controls';

/** Superset's time-series table panel: a time series query, the column collection and the row URL. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    timeSeriesQuerySection,
    defineSection('Options', [
      [
        defineControl({
          name: 'column_collection',
          type: 'TimeSeriesColumnControl',
          label: 'Time series columns',
          default: [],
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'url',
          type: 'TextControl',
          label: 'URL',
          description:
            "Templated link, it's possible to include {{ metric }} or other values coming from the controls.",
          default: '',
          renderTrigger: true,
        }),
      ],
    ]),
  ],
};
