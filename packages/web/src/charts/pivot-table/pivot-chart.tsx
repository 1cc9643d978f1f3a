import { buildPivot, groupKey } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { ChartHooks } from '../types';
import { PivotGrid } from './pivot-grid';
import type { PivotTransformedProps } from './types';

export type PivotChartProps = PivotTransformedProps & ChartHooks;

const toggle = (set: ReadonlySet<string>, key: string): ReadonlySet<string> => {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
};

/** Superset's pivot table: the pivot of the rows, with groups the reader folds and unfolds. */
export function PivotChart(props: PivotChartProps): ReactNode {
  const { records, settings } = props;
  const [collapsedRows, setCollapsedRows] = useState<ReadonlySet<string>>(new Set());
  const [collapsedCols, setCollapsedCols] = useState<ReadonlySet<string>>(new Set());
  const model = useMemo(
    () =>
      buildPivot(records, {
        ...settings,
        rows: { ...settings.rows, collapsed: collapsedRows },
        cols: { ...settings.cols, collapsed: collapsedCols },
      }),
    [records, settings, collapsedRows, collapsedCols],
  );
  return (
    <PivotGrid
      {...props}
      model={model}
      onFoldRow={(path) => setCollapsedRows((s) => toggle(s, groupKey(path)))}
      onFoldCol={(path) => setCollapsedCols((s) => toggle(s, groupKey(path)))}
    />
  );
}
