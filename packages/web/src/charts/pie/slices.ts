import { contrastingTextColor, getNumberFormatter, type NumberFormatter } from '@tessera/core';
import { labelText, type LabelType } from '../echarts/label-text';
import type { FilterValue, PieSlice } from './types';

const formatPercent = getNumberFormatter('.2%');

export interface RawSlice {
  name: string;
  value: number;
  values: FilterValue[];
}

export interface SliceOptions {
  sortByMetric: boolean;
  /** Slices past this many are merged into 'Other' (null: no cap). */
  rowLimit: number | null;
  /** Percentage under which a slice is merged into 'Other' (0: none). */
  thresholdForOther: number;
  /** Percentage under which a slice's label hides. */
  showLabelsThreshold: number;
  showLabels: boolean;
  labelType: LabelType;
  format: NumberFormatter;
  color: (name: string) => string;
  /** Labels drawn on the slices take black or white text by the slice colour. */
  labelsInside?: boolean;
  otherName: string;
  otherColor: string;
}

/**
 * Slices with their shares and labels: sorted by value when asked, those beyond the row limit
 * or under the 'Other' threshold merged into one 'Other' slice at the end.
 */
export const buildSlices = (raw: readonly RawSlice[], opts: SliceOptions): PieSlice[] => {
  const total = raw.reduce((sum, s) => sum + s.value, 0);
  const share = (value: number) => (total === 0 ? 0 : value / total);
  const ordered = opts.sortByMetric ? [...raw].sort((a, b) => b.value - a.value) : [...raw];
  const kept: RawSlice[] = [];
  const merged: RawSlice[] = [];
  ordered.forEach((s, i) => {
    const beyondLimit = opts.rowLimit !== null && opts.rowLimit > 0 && i >= opts.rowLimit;
    const underThreshold = opts.thresholdForOther > 0 && share(s.value) * 100 < opts.thresholdForOther;
    (beyondLimit || underThreshold ? merged : kept).push(s);
  });
  const make = (s: RawSlice, isOther: boolean): PieSlice => {
    const percent = share(s.value);
    const color = isOther ? opts.otherColor : opts.color(s.name);
    const labelColor = opts.labelsInside ? contrastingTextColor(color) : undefined;
    return {
      name: s.name,
      value: s.value,
      percent,
      label: labelText(opts.labelType, s.name, opts.format(s.value), formatPercent(percent)),
      showLabel: opts.showLabels && percent * 100 >= opts.showLabelsThreshold,
      color,
      ...(labelColor && { labelColor }),
      isOther,
      values: s.values,
      merged: isOther ? merged.map((m) => ({ name: m.name, value: m.value, percent: share(m.value) })) : [],
    };
  };
  const slices = kept.map((s) => make(s, false));
  const otherSum = merged.reduce((sum, s) => sum + s.value, 0);
  if (merged.length > 0 && otherSum !== 0)
    slices.push(make({ name: opts.otherName, value: otherSum, values: [] }, true));
  return slices;
};

export const formatSlicePercent = formatPercent;

const DIMMED = 0.3;

/** The series data; with a selection (an active cross-filter) the other slices are dimmed. */
export const sliceData = (slices: readonly PieSlice[], selected: string | null = null) =>
  slices.map((s) => ({
    name: s.name,
    value: s.value,
    itemStyle: { color: s.color, opacity: selected === null || selected === s.name ? 1 : DIMMED },
    label: { show: s.showLabel, ...(s.labelColor && { color: s.labelColor }) },
  }));
