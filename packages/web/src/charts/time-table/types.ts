import type { TimeTableColumn, TimeTableSeries } from '@tessera/core';

export interface TimeTableTransformedProps {
  width: number;
  height: number;
  series: TimeTableSeries;
  columns: TimeTableColumn[];
  /** The row heading: the groups' names, or 'Metric'. */
  rowTitle: string;
  /** A row's shown name (a metric's verbose name). */
  rowLabel: (name: string) => string;
  /** Superset's `url` template of row links ('' for none). */
  urlTemplate: string;
}
