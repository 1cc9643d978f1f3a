import type { JS } from '@duckdb/node-api';
import type { AggregateExpression } from './aggregators.js';
import { compareCodePoints, pyBool, pyNumber, pyTimestamp } from './py-format.js';
import { doubleLiteral } from './sql.js';
import type { LabelCell, WorkColumn } from './work-frame.js';

/** One distinct combination of the pivot `columns` values: a series. */
export interface Combo {
  sid: number;
  /** Smallest row order it occurs at, for data-order placement of restored columns. */
  firstOrder: number;
  values: JS[];
  cells: LabelCell[];
}

/** Builds the level cells pandas would show: str() of each value, the fill text for nulls. */
export const comboCells = (
  combos: Omit<Combo, 'cells'>[],
  pivotColumns: readonly WorkColumn[],
  fill: string | null,
): Combo[] => {
  const hasNull = pivotColumns.map((_, j) => combos.some((c) => c.values[j] === null));
  const cell = (value: JS, column: WorkColumn, j: number): LabelCell => {
    if (value === null || value === undefined) return fill || null;
    switch (column.type) {
      case 'number':
        return pyNumber(Number(value), hasNull[j] ?? false);
      case 'temporal':
        return pyTimestamp(Number(value));
      case 'boolean':
        return pyBool(value === true);
      default:
        return String(value);
    }
  };
  return combos.map((c) => ({ ...c, cells: pivotColumns.map((col, j) => cell(c.values[j] ?? null, col, j)) }));
};

export const byLabel = <T extends { label: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => compareCodePoints(a.label, b.label));

export interface PivotMetric {
  label: string;
  source: WorkColumn;
  agg: AggregateExpression;
  /** Column of the per-group aggregate in the groups table. */
  key: string;
}

/** Everything the wide SELECT and the margins share. */
export interface PivotPlan {
  base: string;
  groups: string;
  combosTable: string | null;
  index: { source: WorkColumn; key: string; label: string }[];
  pivotKeys: string[];
  metrics: PivotMetric[];
  dropna: boolean;
  fill: number | null;
}

export interface OutputColumn {
  metric: PivotMetric;
  combo: Combo;
  key: string;
}

export const cellSql = (plan: PivotPlan, metric: PivotMetric, expr: string): string =>
  plan.fill !== null && metric.agg.type === 'number' ? `coalesce(${expr}, ${doubleLiteral(plan.fill)})` : expr;
