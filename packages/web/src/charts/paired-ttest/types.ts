import type { TimeTableSeries } from '@tessera/core';

/** One metric's table: each group's series over the same periods. */
export interface TTestMetric {
  metric: string;
  label: string;
  series: TimeTableSeries;
}

export interface PairedTTestTransformedProps {
  width: number;
  height: number;
  groupTitle: string;
  metrics: TTestMetric[];
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
}
