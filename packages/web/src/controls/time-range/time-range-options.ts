import {
  COMMON_TIME_RANGES,
  CURRENT_TIME_RANGES,
  PICKER_CALENDAR_RANGES,
  TIME_UNITS,
  type DateTimeMode,
  type TimeRangeFrame,
  type TimeRangeStateIssue,
  type TimeUnit,
} from '@tessera/core';
import type { TranslateFn } from '../../i18n';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** The tabs, labelled as Superset's range types (FRAME_OPTIONS). */
export const frameChoices = (t: TranslateFn): Choice<TimeRangeFrame>[] => [
  { value: 'Common', label: t('Last') },
  { value: 'Calendar', label: t('Previous') },
  { value: 'Current', label: t('Current') },
  { value: 'Custom', label: t('Custom') },
  { value: 'Advanced', label: t('Advanced') },
  { value: 'No filter', label: t('No filter') },
];

export const commonChoices = (t: TranslateFn): Choice<(typeof COMMON_TIME_RANGES)[number]>[] =>
  COMMON_TIME_RANGES.map((value) => ({ value, label: t(value) }));

/** Superset labels the quarter 'previous quarter' while its value stays 'previous calendar quarter'. */
const CALENDAR_LABELS: Record<(typeof PICKER_CALENDAR_RANGES)[number], string> = {
  'previous calendar week': 'previous calendar week',
  'previous calendar month': 'previous calendar month',
  'previous calendar quarter': 'previous quarter',
  'previous calendar year': 'previous calendar year',
};

export const calendarChoices = (t: TranslateFn): Choice<(typeof PICKER_CALENDAR_RANGES)[number]>[] =>
  PICKER_CALENDAR_RANGES.map((value) => ({ value, label: t(CALENDAR_LABELS[value]) }));

export const currentChoices = (t: TranslateFn): Choice<(typeof CURRENT_TIME_RANGES)[number]>[] =>
  CURRENT_TIME_RANGES.map((value) => ({ value, label: t(value) }));

export const modeChoices = (t: TranslateFn): Choice<DateTimeMode>[] => [
  { value: 'specific', label: t('Specific Date/Time') },
  { value: 'relative', label: t('Relative Date/Time') },
  { value: 'now', label: t('Now') },
  { value: 'today', label: t('Midnight') },
];

const GRAIN_LABELS: Record<TimeUnit, [before: string, after: string]> = {
  second: ['Seconds Before', 'Seconds After'],
  minute: ['Minutes Before', 'Minutes After'],
  hour: ['Hours Before', 'Hours After'],
  day: ['Days Before', 'Days After'],
  week: ['Weeks Before', 'Weeks After'],
  month: ['Months Before', 'Months After'],
  quarter: ['Quarters Before', 'Quarters After'],
  year: ['Years Before', 'Years After'],
};

/** Units for a relative side: the start counts back ('Days Before'), the end forward ('Days After'). */
export const grainChoices = (t: TranslateFn, side: 'since' | 'until'): Choice<TimeUnit>[] =>
  TIME_UNITS.map((value) => ({ value, label: t(GRAIN_LABELS[value][side === 'since' ? 0 : 1]) }));

export const stateIssueMessage = (t: TranslateFn, issue: TimeRangeStateIssue): string => {
  switch (issue) {
    case 'invalid_start':
      return t('The start must be a date and time such as 2024-01-31T00:00:00');
    case 'invalid_end':
      return t('The end must be a date and time such as 2024-01-31T00:00:00');
    case 'invalid_anchor':
      return t('The anchor must be a date and time such as 2024-01-31T00:00:00');
  }
};

/** The choice a select handed back, typed; null when it is not one of them. */
export const findChoice = <V extends string>(choices: readonly Choice<V>[], value: string | null): V | null =>
  choices.find((choice) => choice.value === value)?.value ?? null;
