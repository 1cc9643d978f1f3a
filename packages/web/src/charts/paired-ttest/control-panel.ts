import type { ControlPanelConfig } from '@tessera/core';
import { defineControl, defineSection, integer, numeric, timeSeriesQuerySection } from '../shared-controls';

const number = (name: string, label: string, text: { description: string }, fallback: number, whole: boolean) =>
  defineControl({
    name,
    type: 'TextControl',
    label,
    ...text,
    default: fallback,
    renderTrigger: true,
    validators: [whole ? integer : numeric],
  });

/** Superset's paired t-test panel: a time series query, then the test's level and precisions. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    timeSeriesQuerySection,
    defineSection('Parameters', [
      [
        number(
          'significance_level',
          'Significance Level',
          { description: 'Threshold alpha level for determining significance' },
          0.05,
          false,
        ),
      ],
      [
        number(
          'pvalue_precision',
          'p-value precision',
          { description: 'Number of decimal places with which to display p-values' },
          6,
          true,
        ),
      ],
      [
        number(
          'liftvalue_precision',
          'Lift percent precision',
          { description: 'Number of decimal places with which to display lift values' },
          4,
          true,
        ),
      ],
    ]),
  ],
};
