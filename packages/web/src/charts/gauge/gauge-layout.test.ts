import { getNumberFormatter } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { axisRange, gaugeLayout, intervalBands } from './gauge-layout';

describe('gauge layout', () => {
  it('colours each interval by its 1-based scheme index, the n-th colour when missing', () => {
    expect(intervalBands([10, 30, 40], [3, 1], ['a', 'b', 'c', 'd'], 0, 40)).toEqual([
      [0.25, 'c'],
      [0.75, 'a'],
      [1, 'c'],
    ]);
    expect(intervalBands([], [], ['a'], 0, 1)).toEqual([]);
  });

  it('spans twice the extreme values (0 included) unless min and max are set', () => {
    expect(axisRange([30.4, 20.1], null, null)).toEqual([0, 60.8]);
    expect(axisRange([-5, 3], null, 10)).toEqual([-10, 10]);
    expect(axisRange([3], 1, 5)).toEqual([1, 5]);
  });

  it("sizes the ring from the font size and fits the radius to the slot, as Superset's gauge", () => {
    const layout = gaugeLayout({
      width: 400,
      height: 300,
      fontSize: 15,
      dialCount: 3,
      overlap: true,
      showSplitLine: false,
      showAxisTick: false,
      splitNumber: 10,
      min: 0,
      max: 60,
      format: getNumberFormatter(',d'),
    });
    expect(layout.axisLineWidth).toBe(15);
    expect(layout.axisTickDistance).toBeCloseTo(28.75);
    // Labels up to two characters wide: 1.5 × 15 × 0.35 × 2 + 10 − 15.
    expect(layout.axisLabelDistance).toBeCloseTo(10.75);
    expect(layout.radius).toBeCloseTo(110.5);
    expect([layout.titleOffset(1), layout.detailOffset(1)]).toEqual(['50%', '63.5%']);
  });
});
