import { withGroupPosition } from './aggregate.js';
import { PostProcessingError } from './errors.js';
import { cellSql, type OutputColumn, type PivotMetric, type PivotPlan } from './pivot-shared.js';
import type { Session } from './session.js';
import { commaList, quoteIdent, stringLiteral } from './sql.js';

const q = quoteIdent;

/** Orders the margin row last. */
export const MARGIN = '_margin';

/** A margin table: one aggregate per metric over the margin rows, grouped by `groupKeys`. */
const marginTable = async (session: Session, plan: PivotPlan, source: string, groupKeys: string[], extra = '') => {
  const needsPosition = plan.metrics.some((m) => m.agg.usesPosition);
  const from = needsPosition ? withGroupPosition(source, groupKeys.map(q), '') : q(source);
  const select = [...groupKeys.map(q), ...plan.metrics.map((m) => `${m.agg.sql} AS ${q(m.key)}`)];
  const group = groupKeys.length > 0 ? ` GROUP BY ${commaList(groupKeys.map(q))}` : '';
  return session.createTable(`SELECT ${commaList(select)}${extra} FROM ${from}${group}`);
};

/**
 * pandas margins=True: a column per metric aggregating across series (after that metric's
 * series) and a last row aggregating across index values. With dropna, rows holding any
 * null key or value are left out of the margins, as pandas does.
 */
export const addMargins = async (
  session: Session,
  plan: PivotPlan,
  wideSql: string,
  outputs: OutputColumn[],
  pivotColumnCount: number,
  name: string,
): Promise<{ sql: string; columns: OutputColumn[] }> => {
  const nonString = plan.index.find((i) => i.source.type !== 'string');
  if (nonString) {
    throw new PostProcessingError(
      `pivot: options.marginal_distributions needs string index columns; ${JSON.stringify(nonString.label)} is ${nonString.source.type}`,
    );
  }
  const complete = [...plan.index.map((i) => i.key), ...plan.pivotKeys, ...plan.metrics.map((m) => m.source.key)].map(
    (k) => `${q(k)} IS NOT NULL`,
  );
  const marginRows = plan.dropna
    ? await session.createTable(`SELECT * FROM ${q(plan.base)} WHERE ${complete.join(' AND ')}`)
    : plan.base;
  const withSid = plan.combosTable
    ? await session.createTable(
        `SELECT b.*, s.sid FROM ${q(marginRows)} b JOIN ${q(plan.combosTable)} s ON ${plan.pivotKeys.map((k) => `b.${q(k)} IS NOT DISTINCT FROM s.${q(k)}`).join(' AND ')}`,
      )
    : await session.createTable(`SELECT *, 1 AS sid FROM ${q(marginRows)}`);
  const bySeries = await marginTable(session, plan, withSid, ['sid']);
  const grand = await marginTable(session, plan, withSid, []);
  // Superset drops series absent from the data when drop_missing_columns is off, margins included.
  const columnMargins = pivotColumnCount > 0 && plan.dropna;
  const byRow = columnMargins
    ? await marginTable(
        session,
        plan,
        withSid,
        plan.index.map((i) => i.key),
      )
    : null;

  const columns: OutputColumn[] = [];
  const marginColumn = new Map<PivotMetric, OutputColumn>();
  for (const metric of plan.metrics) {
    columns.push(...outputs.filter((o) => o.metric === metric));
    if (!columnMargins) continue;
    const cells = [name, ...Array.from({ length: pivotColumnCount - 1 }, () => '')];
    const margin = {
      metric,
      combo: { sid: Number.MAX_SAFE_INTEGER, firstOrder: 0, values: [], cells },
      key: session.fresh('c'),
    };
    marginColumn.set(metric, margin);
    columns.push(margin);
  }
  const indexKeys = plan.index.map((i) => i.key);
  const body = [
    'w.*',
    ...[...marginColumn].map(([m, c]) => `${cellSql(plan, m, `cm.${q(m.key)}`)} AS ${q(c.key)}`),
    `0 AS ${q(MARGIN)}`,
  ];
  const rowJoin = byRow
    ? ` LEFT JOIN ${q(byRow)} cm ON ${indexKeys.map((k) => `w.${q(k)} IS NOT DISTINCT FROM cm.${q(k)}`).join(' AND ')}`
    : '';
  const marginRow = [
    ...plan.index.map((i, n) => `${stringLiteral(n === 0 ? name : '')} AS ${q(i.key)}`),
    ...outputs.map(
      (o) =>
        `${cellSql(plan, o.metric, `first(r.${q(o.metric.key)}) FILTER (WHERE r.sid = ${o.combo.sid})`)} AS ${q(o.key)}`,
    ),
    ...[...marginColumn].map(([m, c]) => `${cellSql(plan, m, `any_value(t.${q(m.key)})`)} AS ${q(c.key)}`),
    `1 AS ${q(MARGIN)}`,
  ];
  const sql = `SELECT ${commaList(body)} FROM (${wideSql}) w${rowJoin} UNION ALL BY NAME SELECT ${commaList(marginRow)} FROM ${q(grand)} t LEFT JOIN ${q(bySeries)} r ON true`;
  return { sql, columns };
};
