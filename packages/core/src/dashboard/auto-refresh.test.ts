import { describe, expect, it } from 'vitest';
import exported from '../../test-support/superset-dashboard.json';
import { chartIdsInLayout } from '../layout/layout-queries.js';
import { parseLayout } from '../layout/parse-layout.js';
import { AUTO_REFRESH_CHOICES, isStaggerRefresh, staggerDelays } from './auto-refresh.js';
import { parseDashboardMetadata } from './json-metadata.js';

const entries = (m: Map<number, number>) => [...m.entries()];

describe("Superset's auto-refresh choices", () => {
  it('are DASHBOARD_AUTO_REFRESH_INTERVALS, from no refresh to 24 hours', () => {
    expect(AUTO_REFRESH_CHOICES.map((c) => c.value)).toEqual([0, 10, 30, 60, 300, 1800, 3600, 21600, 43200, 86400]);
    expect(AUTO_REFRESH_CHOICES[0]?.label).toBe("Don't refresh");
    expect(AUTO_REFRESH_CHOICES.at(-1)?.label).toBe('24 hours');
  });
});

describe('staggerDelays (useHeaderAutoRefresh + fetchCharts)', () => {
  it('spreads the stagger window over count − 1 when a fifth of the frequency is shorter', () => {
    // 10 s → interval 2000 ms; window max(2000, 5000) = 5000 over 4 gaps.
    expect(entries(staggerDelays([1, 2, 3, 4, 5], 10, {}))).toEqual([
      [1, 0],
      [2, 1250],
      [3, 2500],
      [4, 3750],
      [5, 5000],
    ]);
  });
  it('uses a fifth of the frequency when it is longer than stagger_time', () => {
    // 5 min → interval 60000 ms; 3 charts → 0, 30000, 60000.
    expect(entries(staggerDelays([7, 8, 9], 300, { stagger_time: 10_000 }))).toEqual([
      [7, 0],
      [8, 30_000],
      [9, 60_000],
    ]);
    // 30 s → interval 6000 ms < stagger_time 20000.
    expect(staggerDelays([7, 8, 9], 30, { stagger_time: 20_000 }).get(9)).toBe(20_000);
  });
  it('treats a zero stagger_time as the 5000 ms default (stagger_time || 5000)', () => {
    expect(staggerDelays([1, 2], 10, { stagger_time: 0 }).get(2)).toBe(5000);
  });
  it('leaves out timed_refresh_immune_slices and spreads over the others', () => {
    expect(entries(staggerDelays([1, 2, 3], 10, { timed_refresh_immune_slices: [2] }))).toEqual([
      [1, 0],
      [3, 5000],
    ]);
  });
  it("refreshes all at once when stagger_refresh is false or 'false', with one chart, or no interval", () => {
    for (const stagger_refresh of [false, 'false']) {
      expect([...staggerDelays([1, 2, 3], 10, { stagger_refresh }).values()]).toEqual([0, 0, 0]);
    }
    expect(entries(staggerDelays([4], 10, {}))).toEqual([[4, 0]]);
    expect([...staggerDelays([1, 2], 0, {}).values()]).toEqual([0, 0]);
  });
  it("reads stagger_refresh as Superset does: missing or 'true' staggers, other text does not", () => {
    expect(isStaggerRefresh(undefined)).toBe(true);
    expect(isStaggerRefresh('true')).toBe(true);
    expect(isStaggerRefresh('yes')).toBe(false);
    expect(isStaggerRefresh(true)).toBe(true);
  });
  it('applies to the fixture dashboard: 11 charts refresh, 112 is immune', () => {
    const metadata = parseDashboardMetadata(exported.metadata);
    const delays = staggerDelays(chartIdsInLayout(parseLayout(exported.position)), 300, metadata);
    expect(delays.size).toBe(11);
    expect(delays.has(112)).toBe(false);
    expect(delays.get(111)).toBe(60_000);
    expect(delays.get(102)).toBe(6000);
  });
});
