import { getNumberFormatter } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildSlices, sliceData, type SliceOptions } from './slices';

const colors: Record<string, string> = { light: '#FCC700', dark: '#454E7C', named: 'teal' };

const options = (labelsInside: boolean): SliceOptions => ({
  sortByMetric: true,
  rowLimit: null,
  thresholdForOther: 0,
  showLabelsThreshold: 0,
  showLabels: true,
  labelType: 'key',
  format: getNumberFormatter(',d'),
  color: (name) => colors[name] ?? '#000000',
  labelsInside,
  otherName: 'Other',
  otherColor: '#8C8C8C',
});

const raw = ['light', 'dark', 'named'].map((name, i) => ({ name, value: 30 - i, values: [name] }));

describe('pie label colours', () => {
  it('draws labels on slices in black or white by the slice colour (threshold 186)', () => {
    const slices = buildSlices(raw, options(true));
    expect(slices.map((s) => s.labelColor)).toEqual(['#000000', '#FFFFFF', undefined]);
    expect(sliceData(slices).map((d) => d.label)).toEqual([
      { show: true, color: '#000000' },
      { show: true, color: '#FFFFFF' },
      { show: true },
    ]);
  });

  it('leaves labels outside the pie in the theme text colour', () => {
    const slices = buildSlices(raw, options(false));
    expect(slices.some((s) => 'labelColor' in s)).toBe(false);
    expect(sliceData(slices).map((d) => d.label)).toEqual([{ show: true }, { show: true }, { show: true }]);
  });
});
