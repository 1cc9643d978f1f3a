import { describe, expect, it } from 'vitest';
import { liftPercent, pairedTTestPValue, pairedTTestRows, studentTCdf } from './paired-ttest.js';

describe('Student t distribution', () => {
  it('matches published table values', () => {
    // df = 1 is the Cauchy distribution: P(T ≤ -1) = 1/4.
    expect(studentTCdf(-1, 1)).toBeCloseTo(0.25, 10);
    // t tables: the two-sided 5% critical value for 10 df is 2.228.
    expect(2 * studentTCdf(-2.228138852, 10)).toBeCloseTo(0.05, 6);
    // and 1% for 5 df is 4.032.
    expect(2 * studentTCdf(-4.032142984, 5)).toBeCloseTo(0.01, 6);
    expect(studentTCdf(0, 7)).toBeCloseTo(0.5, 12);
    expect(studentTCdf(2, 4)).toBeCloseTo(1 - studentTCdf(-2, 4), 12);
  });
});

describe('paired t-test', () => {
  it('gives the p-value R and SciPy give (t.test(x, y, paired = TRUE))', () => {
    // Differences 1, 2, 3, 4, 5: mean 3, sd 1.5811, t = 4.2426 on 4 df, p = 0.01324.
    const control = [10, 20, 30, 40, 50];
    const group = [11, 22, 33, 44, 55];
    expect(pairedTTestPValue(group, control)).toBeCloseTo(0.013236, 5);
  });

  it('skips periods where either side is missing', () => {
    expect(pairedTTestPValue([11, null, 22, 33, 44, 55], [10, 15, 20, 30, 40, 50])).toBeCloseTo(0.013236, 5);
  });

  it('has no p-value without variance or with fewer than two pairs', () => {
    expect(pairedTTestPValue([1, 2, 3], [2, 3, 4])).toBeNaN();
    expect(pairedTTestPValue([1], [2])).toBeNaN();
  });

  it('lift is the percentage of the group total over the control total', () => {
    expect(liftPercent([11, 22, 33, 44, 55], [10, 20, 30, 40, 50])).toBeCloseTo(10, 10);
    expect(liftPercent([5, 5], [10, 10])).toBeCloseTo(-50, 10);
  });

  it('marks the control row and significant groups', () => {
    const rows = pairedTTestRows(
      [
        { name: 'a', values: [10, 20, 30, 40, 50] },
        { name: 'b', values: [11, 22, 33, 44, 55] },
        { name: 'c', values: [12, 19, 31, 39, 51] },
      ],
      0,
    );
    expect(rows.map((r) => [r.group, r.isControl, r.significant])).toEqual([
      ['a', true, false],
      ['b', false, true],
      ['c', false, false],
    ]);
    expect(rows[0]?.pValue).toBeNull();
  });
});
