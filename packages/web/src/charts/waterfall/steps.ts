import type { WaterfallStep } from './types';

/** A row reduced to what the waterfall reads: its period, its breakdown value and the metric. */
export interface WaterfallRow {
  period: string;
  breakdown: string | null;
  value: number;
}

const step = (name: string, value: number, running: number): WaterfallStep => ({
  name,
  kind: value < 0 ? 'decrease' : 'increase',
  value,
  from: running,
  to: running + value,
});

const total = (name: string, running: number): WaterfallStep => ({
  name,
  kind: 'total',
  value: running,
  from: 0,
  to: running,
});

/**
 * Superset's waterfall: each row changes the running total; without a breakdown every period
 * is one change, with one each breakdown value is a change and the period closes with its
 * running total; the chart ends with the grand total.
 */
export const waterfallSteps = (rows: WaterfallRow[], withBreakdown: boolean, totalLabel: string): WaterfallStep[] => {
  const steps: WaterfallStep[] = [];
  let running = 0;
  if (!withBreakdown) {
    for (const row of rows) {
      steps.push(step(row.period, row.value, running));
      running += row.value;
    }
  } else {
    const periods = [...new Set(rows.map((row) => row.period))];
    for (const period of periods) {
      for (const row of rows.filter((r) => r.period === period)) {
        steps.push(step(row.breakdown ?? '<NULL>', row.value, running));
        running += row.value;
      }
      steps.push(total(period, running));
    }
  }
  if (rows.length > 0) steps.push(total(totalLabel, running));
  return steps;
};
