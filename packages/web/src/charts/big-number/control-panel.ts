import { ROLLING_TYPES, type ControlConfig, type ControlPanelConfig, type FormData } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  integer,
  nonEmpty,
  numberFormat,
  timeFormat,
  timeGrain,
} from '../shared-controls';
import { DEFAULT_COLOR } from './transform-props';

const metric = defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] });

const FONT_SIZES = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
] as const;

const fontSize = (name: string, label: string, value: number): ControlConfig =>
  defineControl({ name, type: 'SelectControl', label, renderTrigger: true, default: value, choices: FONT_SIZES });

const headerFontSize = fontSize('header_font_size', 'Big Number Font Size', 0.4);
const subheaderFontSize = fontSize('subheader_font_size', 'Subheader Font Size', 0.15);
const yAxisFormat = numberFormat('y_axis_format', 'Number format');

const hasRolling = (fd: FormData) => typeof fd.rolling_type === 'string' && fd.rolling_type !== 'None';

export const totalControlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [[metric], [adhocFilters]]),
    defineSection('Display settings', [
      [
        defineControl({
          name: 'subheader',
          type: 'TextControl',
          label: 'Subheader',
          description: 'Description text that shows up below your Big Number',
          renderTrigger: true,
        }),
      ],
      [headerFontSize],
      [subheaderFontSize],
      [yAxisFormat],
    ]),
  ],
};

export const trendlineControlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [defineControl({ name: 'x_axis', type: 'DndColumnSelect', label: 'Temporal X-Axis', validators: [nonEmpty] })],
      [timeGrain],
      [metric],
      [adhocFilters],
    ]),
    defineSection('Options', [
      [
        defineControl({
          name: 'compare_lag',
          type: 'TextControl',
          label: 'Comparison Period Lag',
          description: 'Based on granularity, number of time periods to compare against',
          validators: [integer],
        }),
        defineControl({
          name: 'compare_suffix',
          type: 'TextControl',
          label: 'Comparison suffix',
          description: 'Suffix to apply after the percentage display',
        }),
      ],
      [checkbox('show_timestamp', 'Show Timestamp', false), checkbox('show_trend_line', 'Show Trend Line', true)],
      [checkbox('start_y_axis_at_zero', 'Start y-axis at 0', true)],
      [
        defineControl({
          name: 'color_picker',
          type: 'ColorPickerControl',
          label: 'Fixed Color',
          default: DEFAULT_COLOR,
          renderTrigger: true,
        }),
      ],
      [headerFontSize],
      [subheaderFontSize],
      [yAxisFormat],
      [timeFormat('time_format', 'Date format')],
    ]),
    defineSection(
      'Advanced Analytics',
      [
        [
          defineControl({
            name: 'rolling_type',
            type: 'SelectControl',
            label: 'Rolling Function',
            default: 'None',
            choices: [['None', 'None'], ...ROLLING_TYPES.map((r) => [r, r] as const)],
          }),
        ],
        [
          defineControl({
            name: 'rolling_periods',
            type: 'TextControl',
            label: 'Periods',
            visibility: hasRolling,
            validators: [integer],
          }),
          defineControl({
            name: 'min_periods',
            type: 'TextControl',
            label: 'Min Periods',
            visibility: hasRolling,
            validators: [integer],
          }),
        ],
      ],
      false,
    ),
  ],
};
