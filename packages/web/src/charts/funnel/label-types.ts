import type { FormData } from '@tessera/core';
import type { LabelType } from '../echarts/label-text';

/**
 * Superset's funnel saves its label types as the numbers of its EchartsFunnelLabelTypeType enum
 * (0 Key ... 6 Value and Percentage); these are the pie's label types in that order.
 */
export const FUNNEL_LABEL_TYPES: readonly LabelType[] = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
];

const LABEL_NAMES = [
  'Category Name',
  'Value',
  'Percentage',
  'Category and Value',
  'Category and Percentage',
  'Category, Value and Percentage',
  'Value and Percentage',
] as const;

/** The choices of a label-type control, the enum numbers as values (the tooltip offers the first six). */
export const labelTypeChoices = (count: number) => LABEL_NAMES.slice(0, count).map((name, i) => [i, name] as const);

/** A saved label type: the enum number (or its text) read back as a label type. */
export const readFunnelLabelType = (fd: FormData, key: string, fallback: LabelType): LabelType => {
  const value = fd[key];
  const index = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (typeof index === 'number' ? FUNNEL_LABEL_TYPES[index] : undefined) ?? fallback;
};
