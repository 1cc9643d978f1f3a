import type { ControlPanelConfig } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  groupby,
  integer,
  nonEmpty,
  numberFormat,
  rowLimit,
  xAxisTitle,
  yAxisTitle,
} from '../shared-controls';

export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'column',
          type: 'DndColumnSelect',
          label: 'Column',
          description: 'Numeric column used to calculate the histogram.',
          default: null,
          validators: [nonEmpty],
        }),
      ],
      [groupby],
      [adhocFilters],
      [rowLimit],
      [
        defineControl({
          name: 'bins',
          type: 'SelectControl',
          label: 'Bins',
          description: 'The number of bins for the histogram',
          freeForm: true,
          default: 5,
          validators: [integer],
          choices: [5, 10, 15, 20].map((n) => [n, String(n)] as const),
        }),
      ],
      [
        checkbox('normalize', 'Normalize', false, {
          renderTrigger: false,
          description:
            "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points. This normalization process ensures that the resulting values sum up to 1, enabling a relative comparison of the data's distribution and providing a clearer understanding of the proportion of data points within each bin.",
        }),
      ],
      [
        checkbox('cumulative', 'Cumulative', false, {
          renderTrigger: false,
          description:
            "The cumulative option allows you to see how your data accumulates over different values. When enabled, the histogram bars represent the running total of frequencies up to each bin. This helps you understand how likely it is to encounter values below a certain point. Keep in mind that enabling cumulative doesn't change your original data, it just changes the way the histogram is displayed.",
        }),
      ],
    ]),
    defineSection('Chart Options', [
      [colorScheme],
      [checkbox('show_value', 'Show Values', false, { description: 'Show series values on the chart' })],
      [checkbox('show_legend', 'Show legend', true, { description: 'Whether to display a legend for the chart' })],
      [xAxisTitle],
      [numberFormat('x_axis_format', 'X Axis Format')],
      [yAxisTitle],
      [numberFormat('y_axis_format', 'Y Axis Format')],
    ]),
  ],
};
