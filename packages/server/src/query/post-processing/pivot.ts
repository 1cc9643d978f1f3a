import type { z } from 'zod';
import { withGroupPosition } from './aggregate.js';
import { aggregateExpression } from './aggregators.js';
import { addMargins, MARGIN } from './pivot-margins.js';
import {
  byLabel,
  cellSql,
  comboCells,
  type Combo,
  type OutputColumn,
  type PivotMetric,
  type PivotPlan,
} from './pivot-shared.js';
import type { pivotOptionsSchema } from './schemas.js';
import { orderKey, type Session } from './session.js';
import { commaList, quoteIdent, stringLiteral } from './sql.js';
import { resolveOne, type LabelCell, type WorkColumn, type WorkFrame } from './work-frame.js';

type Options = z.output<typeof pivotOptionsSchema>;

const q = quoteIdent;
const allNull = (exprs: readonly string[]): string => exprs.map((e) => `${e} IS NULL`).join(' AND ');
const joinOn = (left: string, right: string, keys: readonly string[]): string =>
  keys.map((k) => `${left}.${q(k)} IS NOT DISTINCT FROM ${right}.${q(k)}`).join(' AND ');

const planMetrics = (session: Session, frame: WorkFrame, options: Options): PivotMetric[] => {
  // pandas pivots the aggregate's *column*, so two aggregates over one column collapse (last wins).
  const byColumn = new Map<string, { name: string; spec: Options['aggregates'][string] }>();
  for (const [name, spec] of Object.entries(options.aggregates)) byColumn.set(spec.column ?? name, { name, spec });
  const metrics = [...byColumn].map(([label, { name, spec }]) => {
    const where = `pivot: options.aggregates.${name}`;
    const source = resolveOne(frame, label, `${where}.column`);
    return { label, source, agg: aggregateExpression(spec, source, where), key: session.fresh('c') };
  });
  return byLabel(metrics);
};

const readCombos = async (session: Session, plan: PivotPlan, pivotColumns: WorkColumn[], fill: string | null) => {
  if (!plan.combosTable) return comboCells([{ sid: 1, firstOrder: 0, values: [] }], [], fill);
  const rows = await session.rows(
    `SELECT sid, first_o, ${commaList(plan.pivotKeys.map(q))} FROM ${q(plan.combosTable)} ORDER BY sid`,
  );
  const combos = rows.map((r) => ({ sid: Number(r[0]), firstOrder: Number(r[1]), values: r.slice(2) }));
  return comboCells(combos, pivotColumns, fill);
};

/** Which (metric, series) columns pandas keeps, per metric, in output order. */
const survivingColumns = async (session: Session, plan: PivotPlan, combos: Combo[]): Promise<OutputColumn[]> => {
  const out = (metric: PivotMetric, list: Combo[]) => list.map((combo) => ({ metric, combo, key: session.fresh('c') }));
  if (!plan.dropna) return plan.metrics.flatMap((m) => out(m, combos));
  const counts = await session.rows(
    `SELECT sid, ${commaList(plan.metrics.map((m) => `count(${q(m.key)})`))} FROM ${q(plan.groups)} GROUP BY sid`,
  );
  const present = new Map(counts.map((r) => [Number(r[0]), r.slice(1).map(Number)]));
  return plan.metrics.flatMap((metric, m) => {
    const kept = combos.filter((c) => {
      const row = present.get(c.sid);
      return row !== undefined && (plan.fill !== null || (row[m] ?? 0) > 0);
    });
    // Superset restores a metric whose every series is empty, in data order, so later steps can name it.
    const restored = [...combos].sort((a, b) => a.firstOrder - b.firstOrder);
    return out(metric, kept.length > 0 ? kept : restored);
  });
};

const buildPlan = async (session: Session, frame: WorkFrame, options: Options, pivotColumns: WorkColumn[]) => {
  const index = options.index.map((name, i) => ({
    source: resolveOne(frame, name, `pivot: options.index[${i}]`),
    key: session.fresh('c'),
    label: name,
  }));
  const metrics = planMetrics(session, frame, options);
  const dropna = options.drop_missing_columns ?? true;
  const fill = pivotColumns.length > 0 && options.column_fill_value ? options.column_fill_value : null;
  const pivotKeys = pivotColumns.map(() => session.fresh('c'));
  const keyExprs = pivotColumns.map((c) =>
    fill !== null && c.type === 'string' ? `coalesce(${q(c.key)}, ${stringLiteral(fill)})` : q(c.key),
  );
  const filters = dropna
    ? [
        ...index.map((i) => `${q(i.source.key)} IS NOT NULL`),
        ...(fill === null ? keyExprs.map((k) => `${k} IS NOT NULL`) : []),
      ]
    : [];
  const base = await session.createTable(
    `SELECT *, ${commaList([...index.map((i) => `${q(i.source.key)} AS ${q(i.key)}`), ...keyExprs.map((e, j) => `${e} AS ${q(pivotKeys[j] as string)}`)])} FROM ${q(frame.table)}${filters.length > 0 ? ` WHERE ${filters.join(' AND ')}` : ''}`,
  );
  const pk = commaList(pivotKeys.map(q));
  const combosTable =
    pivotKeys.length > 0
      ? await session.createTable(
          `SELECT ${pk}, first_o, row_number() OVER (ORDER BY ${commaList(pivotKeys.map((k) => `${q(k)} NULLS LAST`))}) AS sid FROM (SELECT ${pk}, min(${orderKey}) AS first_o FROM ${q(base)} GROUP BY ${pk})`,
        )
      : null;
  const groupKeys = [...index.map((i) => q(i.key)), ...pivotKeys.map(q)];
  const source = metrics.some((m) => m.agg.usesPosition) ? withGroupPosition(base, groupKeys, '') : q(base);
  const idx = index.map((i) => `b.${q(i.key)}`);
  const sid = combosTable ? 's.sid' : '1';
  const join = combosTable ? ` JOIN ${q(combosTable)} s ON ${joinOn('b', 's', pivotKeys)}` : '';
  const inner = `SELECT ${commaList([...idx.map((e, i) => `${e} AS ${q(index[i]?.key as string)}`), `${sid} AS sid`, ...metrics.map((m) => `${m.agg.sql} AS ${q(m.key)}`)])} FROM ${source} b${join} GROUP BY ${commaList([...idx, sid])}`;
  const aggKeys = metrics.map((m) => q(m.key));
  const groups = await session.createTable(dropna ? `SELECT * FROM (${inner}) WHERE NOT (${allNull(aggKeys)})` : inner);
  const plan: PivotPlan = {
    base,
    groups,
    combosTable,
    index,
    pivotKeys,
    metrics,
    dropna,
    fill: options.metric_fill_value ?? null,
  };
  return plan;
};

const rowsSql = (plan: PivotPlan): string => {
  const keys = plan.index.map((i) => q(i.key));
  if (plan.dropna) return `SELECT DISTINCT ${commaList(keys)} FROM ${q(plan.groups)}`;
  if (keys.length === 1) return `SELECT DISTINCT ${commaList(keys)} FROM ${q(plan.base)}`;
  // pandas reindexes a multi-level index to the product of its levels, which exclude nulls.
  return keys.map((k) => `(SELECT DISTINCT ${k} FROM ${q(plan.base)} WHERE ${k} IS NOT NULL)`).join(' CROSS JOIN ');
};

/** pandas pivot_table as Superset calls it; the output keeps the index levels as leading index columns. */
export const pivot = async (session: Session, frame: WorkFrame, options: Options): Promise<WorkFrame> => {
  const pivotColumns = (options.columns ?? []).map((name, i) =>
    resolveOne(frame, name, `pivot: options.columns[${i}]`),
  );
  const plan = await buildPlan(session, frame, options, pivotColumns);
  const combos = await readCombos(session, plan, pivotColumns, plan.combosTable ? options.column_fill_value : null);
  const outputs = await survivingColumns(session, plan, combos);
  const rKeys = plan.index.map((i) => `r.${q(i.key)}`);
  const keys = plan.index.map((i) => i.key);
  const sids = [...new Set(outputs.map((o) => o.combo.sid))];
  const cells = outputs.map((o) => {
    const n = plan.metrics.indexOf(o.metric);
    return `${cellSql(plan, o.metric, `p.${q(`${o.combo.sid}_m${n}`)}`)} AS ${q(o.key)}`;
  });
  // DuckDB's PIVOT spreads the per-series aggregates far faster than one FILTER aggregate per output column.
  const spread = `PIVOT ${q(plan.groups)} ON sid IN (${commaList(sids.map(String))}) USING ${commaList(plan.metrics.map((m, n) => `first(${q(m.key)}) AS m${n}`))} GROUP BY ${commaList(keys.map(q))}`;
  const join = sids.length > 0 ? ` LEFT JOIN (${spread}) p ON ${joinOn('r', 'p', keys)}` : '';
  let wide = `SELECT ${commaList([...rKeys.map((k, i) => `${k} AS ${q(keys[i] as string)}`), ...cells])} FROM (${rowsSql(plan)}) r${join}`;
  let columns = outputs;
  if (options.marginal_distributions) {
    const margins = await addMargins(
      session,
      plan,
      wide,
      outputs,
      pivotColumns.length,
      options.marginal_distribution_name ?? 'All',
    );
    wide = margins.sql;
    columns = margins.columns;
  }
  const order = commaList(plan.index.map((i) => `${q(i.key)} NULLS LAST`));
  const marginLast = options.marginal_distributions ? `${q(MARGIN)}, ` : '';
  const table = await session.createTable(
    `SELECT row_number() OVER (ORDER BY ${marginLast}${order}) AS ${orderKey}, * FROM (${wide})`,
  );
  for (const t of [frame.table, plan.base, plan.groups, plan.combosTable]) if (t) await session.dropTable(t);
  const combine = Boolean(options.combine_value_with_metric) && pivotColumns.length > 0;
  if (combine) {
    // stack(0).unstack() moves the metric level last and re-sorts: series first, then metric.
    const rank = new Map(plan.metrics.map((m, i) => [m, i]));
    columns = [...columns].sort(
      (a, b) => a.combo.sid - b.combo.sid || (rank.get(a.metric) ?? 0) - (rank.get(b.metric) ?? 0),
    );
  }
  const label = (o: OutputColumn): WorkColumn['label'] => {
    if (pivotColumns.length === 0) return o.metric.label;
    return combine ? [...o.combo.cells, o.metric.label] : [o.metric.label, ...o.combo.cells];
  };
  const names: LabelCell[] = pivotColumns.map((_, i) => options.columns?.[i] ?? null);
  return {
    table,
    levelNames: pivotColumns.length === 0 ? null : combine ? [...names, null] : [null, ...names],
    columns: [
      ...plan.index.map((i) => ({ key: i.key, label: i.label, type: i.source.type, index: true })),
      ...columns.map((o) => ({ key: o.key, label: label(o), type: o.metric.agg.type, index: false })),
    ],
  };
};
