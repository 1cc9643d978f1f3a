import { describe, expect, it } from 'vitest';
import { parseFixedNumber, readFixedOrMetric } from './fixed-or-metric.js';

describe("Superset's FixedOrMetricControl value", () => {
  it('reads a typed fixed value as a number, numeric strings too, and nothing else', () => {
    expect(parseFixedNumber('12.5')).toBe(12.5);
    expect(parseFixedNumber(3)).toBe(3);
    expect(parseFixedNumber('')).toBe(null);
    expect(parseFixedNumber('12px')).toBe(null);
    expect(parseFixedNumber(Number.POSITIVE_INFINITY)).toBe(null);
  });

  it('reads a saved metric, a fixed number (saved as a string too), and falls back otherwise', () => {
    const adhoc = { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'SUM(x)' };
    expect(readFixedOrMetric({ type: 'metric', value: adhoc }, 5)).toEqual({ type: 'metric', value: adhoc });
    expect(readFixedOrMetric({ type: 'fix', value: '250' }, 5)).toEqual({ type: 'fix', value: 250 });
    expect(readFixedOrMetric({ type: 'metric' }, 5)).toEqual({ type: 'fix', value: 5 });
    expect(readFixedOrMetric({ type: 'fix', value: 'big' }, 5)).toEqual({ type: 'fix', value: 5 });
    expect(readFixedOrMetric(null, 5)).toEqual({ type: 'fix', value: 5 });
  });
});
