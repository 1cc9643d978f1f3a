import type { z } from 'zod';
import { PostProcessingError } from './errors.js';
import { pyFloat } from './py-format.js';
import type { histogramOptionsSchema } from './schemas.js';
import { orderKey, type Session } from './session.js';
import { commaList, doubleLiteral, intLiteral, quoteIdent } from './sql.js';
import { describeColumn, resolveOne, type WorkColumn, type WorkFrame } from './work-frame.js';

type Options = z.output<typeof histogramOptionsSchema>;

const q = quoteIdent;

/** np.histogram_bin_edges(values, bins): equal-width edges over [min, max], widened by 0.5 when they meet. */
export const binEdges = (min: number, max: number, bins: number): number[] => {
  const [lo, hi] = min === max ? [min - 0.5, max + 0.5] : [min, max];
  const step = (hi - lo) / bins;
  // Same operations as np.linspace, so labels print the same digits; the last edge is exact.
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? hi : i * step + lo));
};

const valueOf = (column: WorkColumn): string => {
  if (column.type === 'string') return `TRY_CAST(${q(column.key)} AS DOUBLE)`;
  if (column.type === 'number' || column.type === 'boolean') return `CAST(${q(column.key)} AS DOUBLE)`;
  throw new PostProcessingError(
    `histogram: options.column must be numeric; ${describeColumn(column)} is ${column.type}`,
  );
};

/**
 * Superset's histogram: one row per group (or one row), one count column per bin named
 * "<lower> - <upper>" with Python float formatting ("0.0 - 2.5"). Bins are left-closed
 * except the last, as numpy counts them.
 */
export const histogram = async (session: Session, frame: WorkFrame, options: Options): Promise<WorkFrame> => {
  const column = resolveOne(frame, options.column, 'histogram: options.column');
  const groups = (options.groupby ?? []).map((g, i) => resolveOne(frame, g, `histogram: options.groupby[${i}]`));
  const x = valueOf(column);
  const raw = q(column.key);
  const [stats] = await session.rows(
    `SELECT count(${raw}), count(${x}), min(${x}), max(${x}) FROM ${q(frame.table)} WHERE ${raw} IS NOT NULL`,
  );
  const present = Number(stats?.[0] ?? 0);
  if (present === 0) {
    return session.derive(frame, `SELECT * FROM ${q(frame.table)} WHERE false`, frame.columns);
  }
  if (Number(stats?.[1]) !== present) {
    throw new PostProcessingError(`histogram: options.column ${describeColumn(column)} contains non-numeric values`);
  }
  const [min, max] = [Number(stats?.[2]), Number(stats?.[3])];
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    throw new PostProcessingError(`histogram: options.column ${describeColumn(column)} has non-finite values`);
  }
  const edges = binEdges(min, max, options.bins);
  const labels = edges.slice(0, -1).map((e, i) => `${pyFloat(e)} - ${pyFloat(edges[i + 1] as number)}`);
  const thresholds = edges.slice(1, -1).map((e, i) => `WHEN v < ${doubleLiteral(e)} THEN ${intLiteral(i)}`);
  const last = intLiteral(options.bins - 1);
  const bin = thresholds.length > 0 ? `CASE ${thresholds.join(' ')} ELSE ${last} END` : last;
  const g = groups.map((c, i) => ({
    source: c,
    key: `g${i}`,
    out: session.fresh('c'),
    label: options.groupby?.[i] as string,
  }));
  const gk = g.map((x) => q(x.key));
  const filters = [`${raw} IS NOT NULL`, ...g.map((x) => `${q(x.source.key)} IS NOT NULL`)];
  const binned = `SELECT ${commaList([...g.map((x) => `${q(x.source.key)} AS ${q(x.key)}`), `${x} AS v`])} FROM ${q(frame.table)} WHERE ${filters.join(' AND ')}`;
  const keys = labels.map(() => session.fresh('c'));
  const counts = keys.map(
    (k, i) =>
      `CAST(count(*) FILTER (WHERE b ${options.cumulative ? '<=' : '='} ${intLiteral(i)}) AS DOUBLE) AS ${q(k)}`,
  );
  const grouped = `SELECT ${commaList([...gk, ...counts])} FROM (SELECT *, ${bin} AS b FROM (${binned}))${gk.length > 0 ? ` GROUP BY ${commaList(gk)}` : ''}`;
  const total = `sum(${keys.map(q).join(' + ')}) OVER ()`;
  const cells = keys.map((k) => (options.normalize ? `${q(k)} / ${total} AS ${q(k)}` : q(k)));
  const items = [
    gk.length > 0 ? `row_number() OVER (ORDER BY ${commaList(gk)}) AS ${orderKey}` : `1 AS ${orderKey}`,
    ...g.map((x) => `${q(x.key)} AS ${q(x.out)}`),
    ...cells,
  ];
  const columns: WorkColumn[] = [
    ...g.map((x) => ({ key: x.out, label: x.label, type: x.source.type, index: false })),
    ...keys.map((key, i) => ({ key, label: labels[i] as string, type: 'number' as const, index: false })),
  ];
  const next = await session.derive(frame, `SELECT ${commaList(items)} FROM (${grouped})`, columns);
  return { ...next, levelNames: null };
};
