import type { z } from 'zod';
import { PostProcessingError } from './errors.js';
import { parseRule } from './resample-rule.js';
import type { resampleOptionsSchema } from './schemas.js';
import { orderKey, type Session } from './session.js';
import { commaList, doubleLiteral, quoteIdent } from './sql.js';
import { describeColumn, indexColumns, type WorkColumn, type WorkFrame } from './work-frame.js';

type Options = z.output<typeof resampleOptionsSchema>;

/** Refuses grids that would blow up (a '1s' rule over years of data). */
export const MAX_RESAMPLE_ROWS = 1_000_000;

const q = quoteIdent;
const UPTO = 'ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW';
const FROM = 'ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING';

const timeColumnOf = (frame: WorkFrame): WorkColumn => {
  const index = indexColumns(frame);
  if (index.length > 1) {
    throw new PostProcessingError(
      `resample: needs a single temporal index; the frame has ${index.length} index columns`,
    );
  }
  const time = index[0] ?? frame.columns[0];
  if (!time || time.type !== 'temporal') {
    throw new PostProcessingError('resample: needs a temporal index (the pivot index, or else the first column)');
  }
  return time;
};

/** linear: pandas interpolate() by position over the grid; leading gaps stay null, trailing ones repeat. */
const interpolated = (x: string): string => {
  const w = (frame: string) => `OVER (ORDER BY b ${frame})`;
  const pv = `last_value(${x} IGNORE NULLS) ${w(UPTO)}`;
  const pb = `last_value(CASE WHEN ${x} IS NOT NULL THEN b END IGNORE NULLS) ${w(UPTO)}`;
  const nv = `first_value(${x} IGNORE NULLS) ${w(FROM)}`;
  const nb = `first_value(CASE WHEN ${x} IS NOT NULL THEN b END IGNORE NULLS) ${w(FROM)}`;
  return `CASE WHEN ${x} IS NOT NULL THEN ${x} WHEN ${pv} IS NULL THEN NULL WHEN ${nv} IS NULL THEN ${pv} ELSE (${nv} - ${pv}) / (${nb} - ${pb}) * (b - ${pb}) + ${pv} END`;
};

/** pandas resample(rule).<method>() on the time index, as Superset's resample runs it. */
export const resample = async (session: Session, frame: WorkFrame, options: Options): Promise<WorkFrame> => {
  const time = timeColumnOf(frame);
  const rule = parseRule(options.rule);
  const ts = q(time.key);
  const source = `(SELECT * FROM ${q(frame.table)} WHERE ${ts} IS NOT NULL)`;
  const [stats] = await session.rows(
    `SELECT count(*), count(*) - count(DISTINCT ts), CAST(${rule.bucket('max(ts)', 'min(ts)')} - ${rule.bucket('min(ts)', 'min(ts)')} + 1 AS DOUBLE) FROM (SELECT ${ts} AS ts FROM ${source})`,
  );
  if (!stats || Number(stats[0]) === 0) return frame;
  const buckets = Number(stats[2]);
  if (buckets > MAX_RESAMPLE_ROWS) {
    throw new PostProcessingError(
      `resample: rule ${JSON.stringify(options.rule)} would produce ${buckets} rows (limit ${MAX_RESAMPLE_ROWS})`,
    );
  }
  const aggregating = options.method === 'sum' || options.method === 'mean' || options.method === 'median';
  const others = frame.columns.filter((c) => c !== time);
  if (!aggregating && Number(stats[1]) > 0) {
    throw new PostProcessingError(
      `resample: method ${options.method} needs unique timestamps; ${describeColumn(time)} has duplicates`,
    );
  }
  if (aggregating) {
    const bad = others.find((c) => c.type !== 'number' && c.type !== 'boolean');
    if (bad)
      throw new PostProcessingError(
        `resample: method ${options.method} needs numeric columns; ${describeColumn(bad)} is ${bad.type}`,
      );
  }
  const grid = await session.createTable(
    `SELECT b, CAST(${rule.label('b', 'lo')} AS BIGINT) AS l FROM (SELECT lo, unnest(range(CAST(${rule.bucket('lo', 'lo')} AS BIGINT), CAST(${rule.bucket('hi', 'lo')} AS BIGINT) + 1)) AS b FROM (SELECT min(${ts}) AS lo, max(${ts}) AS hi FROM ${source}))`,
  );
  const out = others.map((c) => ({ column: c, key: session.fresh('c'), x: `d.${q(c.key)}` }));
  const timeKey = session.fresh('c');
  let select: string;
  if (aggregating) {
    const agg = (x: string): string =>
      options.method === 'sum'
        ? `coalesce(sum(CAST(${x} AS DOUBLE)), 0)`
        : options.method === 'mean'
          ? `avg(CAST(${x} AS DOUBLE))`
          : `quantile_cont(CAST(${x} AS DOUBLE), 0.5)`;
    const bucketed = `(SELECT *, ${rule.bucket(ts, `(SELECT min(${ts}) FROM ${source})`)} AS _b FROM ${source})`;
    const items = [`g.b AS ${orderKey}`, `g.l AS ${q(timeKey)}`, ...out.map((o) => `${agg(o.x)} AS ${q(o.key)}`)];
    select = `SELECT ${commaList(items)} FROM ${q(grid)} g LEFT JOIN ${bucketed} d ON d._b = g.b GROUP BY g.b, g.l`;
  } else {
    const join =
      options.method === 'ffill'
        ? `ASOF LEFT JOIN ${source} d ON g.l >= d.${ts}`
        : options.method === 'bfill'
          ? `ASOF LEFT JOIN ${source} d ON g.l <= d.${ts}`
          : `LEFT JOIN ${source} d ON d.${ts} = g.l`;
    const joined = `SELECT ${commaList(['g.b AS b', 'g.l AS l', ...out.map((o) => `${o.x} AS ${q(o.key)}`)])} FROM ${q(grid)} g ${join}`;
    const value = (o: (typeof out)[number]): string => {
      const x = q(o.key);
      if (options.method === 'ffill') return `last_value(${x} IGNORE NULLS) OVER (ORDER BY b ${UPTO})`;
      if (options.method === 'bfill') return `first_value(${x} IGNORE NULLS) OVER (ORDER BY b ${FROM})`;
      if (options.method === 'linear' && o.column.type === 'number') return interpolated(x);
      if (options.fill_value !== null && options.fill_value !== undefined && o.column.type === 'number') {
        return `coalesce(${x}, ${doubleLiteral(options.fill_value)})`;
      }
      return x;
    };
    const items = [`b AS ${orderKey}`, `l AS ${q(timeKey)}`, ...out.map((o) => `${value(o)} AS ${q(o.key)}`)];
    select = `SELECT ${commaList(items)} FROM (${joined})`;
  }
  const columns = frame.columns.map((c) => {
    if (c === time) return { ...c, key: timeKey };
    const o = out.find((x) => x.column === c) as (typeof out)[number];
    return { ...c, key: o.key, type: aggregating ? ('number' as const) : c.type };
  });
  const next = await session.derive(frame, select, columns);
  await session.dropTable(grid);
  return next;
};
