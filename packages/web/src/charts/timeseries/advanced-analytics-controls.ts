import type { ControlConfig } from '@tessera/core';
import { defineControl } from '../shared-controls';

const select = (config: Omit<ControlConfig, 'type'>): ControlConfig =>
  defineControl({ ...config, type: 'SelectControl' });

const TIME_SHIFTS = [
  '1 day',
  '1 week',
  '28 days',
  '30 days',
  '52 weeks',
  '1 year',
  '104 weeks',
  '2 years',
  '156 weeks',
  '3 years',
];

/** Rolling windows, time comparison and resampling: the steps after the pivot. */
export const advancedAnalytics: ControlConfig[][] = [
  [
    select({
      name: 'rolling_type',
      label: 'Rolling Function',
      default: 'None',
      choices: [
        ['None', 'None'],
        ['mean', 'mean'],
        ['sum', 'sum'],
        ['std', 'std'],
        ['cumsum', 'cumsum'],
      ],
    }),
  ],
  [
    defineControl({ name: 'rolling_periods', type: 'TextControl', label: 'Periods', default: null }),
    defineControl({ name: 'min_periods', type: 'TextControl', label: 'Min periods', default: null }),
  ],
  [
    select({
      name: 'time_compare',
      label: 'Time shift',
      multi: true,
      freeForm: true,
      default: [],
      choices: TIME_SHIFTS.map((shift) => [`${shift} ago`, `${shift} ago`] as const),
    }),
    select({
      name: 'comparison_type',
      label: 'Calculation type',
      default: 'values',
      choices: [
        ['values', 'Actual values'],
        ['difference', 'Difference'],
        ['percentage', 'Percentage change'],
        ['ratio', 'Ratio'],
      ],
    }),
  ],
  [
    select({
      name: 'resample_rule',
      label: 'Rule',
      freeForm: true,
      default: null,
      choices: [
        ['1T', '1 minutely frequency'],
        ['1H', '1 hourly frequency'],
        ['1D', '1 calendar day frequency'],
        ['7D', '7 calendar day frequency'],
        ['1M', '1 month start frequency'],
        ['1AS', '1 year start frequency'],
      ],
    }),
    select({
      name: 'resample_method',
      label: 'Fill method',
      default: null,
      choices: [
        ['asfreq', 'Null imputation'],
        ['zerofill', 'Zero imputation'],
        ['ffill', 'Forward values'],
        ['bfill', 'Backward values'],
        ['median', 'Median values'],
        ['mean', 'Mean values'],
        ['sum', 'Sum values'],
      ],
    }),
  ],
];
