import type { z } from 'zod';
import { aggregateExpression, GROUP_POSITION } from './aggregators.js';
import type { aggregateOptionsSchema } from './schemas.js';
import { orderKey, type Session } from './session.js';
import { commaList, quoteIdent } from './sql.js';
import { resolveOne, type WorkColumn, type WorkFrame } from './work-frame.js';

type Options = z.output<typeof aggregateOptionsSchema>;

/** Rows of `table` (optionally filtered) with each row's 0-based position in its group appended. */
export const withGroupPosition = (table: string, groupKeys: readonly string[], where: string): string => {
  const partition = groupKeys.length > 0 ? `PARTITION BY ${commaList(groupKeys)} ` : '';
  return `(SELECT *, row_number() OVER (${partition}ORDER BY ${orderKey}) - 1 AS ${quoteIdent(GROUP_POSITION)} FROM ${quoteIdent(table)}${where})`;
};

/** pandas groupby(...).agg(...).reset_index(): groups sorted ascending, null keys dropped. */
export const aggregate = async (session: Session, frame: WorkFrame, options: Options): Promise<WorkFrame> => {
  const groups = options.groupby.map((g, i) => resolveOne(frame, g, `aggregate: options.groupby[${i}]`));
  const aggs = Object.entries(options.aggregates).map(([name, spec]) => {
    const where = `aggregate: options.aggregates.${name}`;
    const source = resolveOne(frame, spec.column ?? name, `${where}.column`);
    return { name, key: session.fresh('c'), expr: aggregateExpression(spec, source, where) };
  });
  const groupKeys = groups.map((g) => quoteIdent(g.key));
  const notNull = groupKeys.map((k) => `${k} IS NOT NULL`);
  const filter = notNull.length > 0 ? ` WHERE ${notNull.join(' AND ')}` : '';
  const needsPosition = aggs.some((a) => a.expr.usesPosition);
  const source = needsPosition
    ? withGroupPosition(frame.table, groupKeys, filter)
    : `${quoteIdent(frame.table)}${filter}`;
  const outGroups = groups.map((g, i) => ({ key: session.fresh('c'), source: g, label: options.groupby[i] as string }));
  const select = [
    groups.length > 0 ? `row_number() OVER (ORDER BY ${commaList(groupKeys)}) AS ${orderKey}` : `1 AS ${orderKey}`,
    ...outGroups.map((g) => `${quoteIdent(g.source.key)} AS ${quoteIdent(g.key)}`),
    ...aggs.map((a) => `${a.expr.sql} AS ${quoteIdent(a.key)}`),
  ];
  const tail = groups.length > 0 ? ` GROUP BY ${commaList(groupKeys)}` : ' HAVING count(*) > 0';
  const columns: WorkColumn[] = [
    ...outGroups.map((g) => ({ key: g.key, label: g.label, type: g.source.type, index: false })),
    ...aggs.map((a) => ({ key: a.key, label: a.name, type: a.expr.type, index: false })),
  ];
  const next = await session.derive(frame, `SELECT ${commaList(select)} FROM ${source}${tail}`, columns);
  return { ...next, levelNames: null };
};
