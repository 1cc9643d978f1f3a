import type { z } from 'zod';
import { PostProcessingError } from './errors.js';
import type { boxplotOptionsSchema } from './schemas.js';
import { orderKey, type Session } from './session.js';
import { commaList, doubleLiteral, quoteIdent } from './sql.js';
import { describeColumn, resolveOne, type WorkColumn, type WorkFrame, type WorkType } from './work-frame.js';

type Options = z.output<typeof boxplotOptionsSchema>;

const q = quoteIdent;
const STATS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

/** Metric values as numbers; text is coerced like pandas to_numeric(errors='coerce'). */
const numericValue = (column: WorkColumn, where: string): string => {
  if (column.type === 'string') return `TRY_CAST(${q(column.key)} AS DOUBLE)`;
  if (column.type === 'number' || column.type === 'boolean') return `CAST(${q(column.key)} AS DOUBLE)`;
  throw new PostProcessingError(`${where} needs a numeric column; ${describeColumn(column)} is ${column.type}`);
};

/** np.nanpercentile(method='midpoint') over a sorted list without nulls. */
const midpoint = (list: string, p: number): string => {
  const pos = `${p} * (len(${list}) - 1)`;
  return `CASE WHEN len(${list}) > 0 THEN (${list}[CAST(floor(${pos}) AS BIGINT) + 1] + ${list}[CAST(ceil(${pos}) AS BIGINT) + 1]) / 2 END`;
};

/** Superset's boxplot: per group and metric the eight `<metric>__<stat>` columns, stats outermost. */
export const boxplot = async (session: Session, frame: WorkFrame, options: Options): Promise<WorkFrame> => {
  const groups = (options.groupby ?? []).map((g, i) => resolveOne(frame, g, `boxplot: options.groupby[${i}]`));
  const metrics = options.metrics.map((m, i) => {
    const column = resolveOne(frame, m, `boxplot: options.metrics[${i}]`);
    return { name: m, value: numericValue(column, `boxplot: options.metrics[${i}]`), n: i };
  });
  const g = groups.map((c, i) => ({ source: c, key: `g${i}`, label: options.groupby?.[i] as string }));
  const v = (n: number) => q(`v${n}`);
  const s = (stat: string, n: number) => q(`${stat}${n}`);
  const notNull = g.map((x) => `${q(x.source.key)} IS NOT NULL`);
  const base = `SELECT ${commaList([orderKey, ...g.map((x) => `${q(x.source.key)} AS ${q(x.key)}`), ...metrics.map((m) => `${m.value} AS ${v(m.n)}`)])} FROM ${q(frame.table)}${notNull.length > 0 ? ` WHERE ${notNull.join(' AND ')}` : ''}`;
  const gk = g.map((x) => q(x.key));
  const groupBy = gk.length > 0 ? ` GROUP BY ${commaList(gk)}` : '';
  const first = metrics.flatMap((m) => [
    `list_sort(list(${v(m.n)}) FILTER (WHERE ${v(m.n)} IS NOT NULL)) AS ${s('l', m.n)}`,
    `min(${v(m.n)}) AS ${s('mn', m.n)}`,
    `max(${v(m.n)}) AS ${s('mx', m.n)}`,
    ...(options.whisker_type === 'percentile'
      ? [
          `quantile_cont(${v(m.n)}, ${doubleLiteral((options.percentiles?.[0] ?? 0) / 100)}) AS ${s('plo', m.n)}`,
          `quantile_cont(${v(m.n)}, ${doubleLiteral((options.percentiles?.[1] ?? 100) / 100)}) AS ${s('phi', m.n)}`,
        ]
      : []),
  ]);
  const quartiles = metrics.flatMap((m) => [
    `${midpoint(s('l', m.n), 0.25)} AS ${s('q1', m.n)}`,
    `${midpoint(s('l', m.n), 0.75)} AS ${s('q3', m.n)}`,
  ]);
  const whiskers = metrics.flatMap((m) => {
    const [l, q1, q3] = [s('l', m.n), s('q1', m.n), s('q3', m.n)];
    if (options.whisker_type === 'tukey') {
      return [
        `list_max(list_filter(${l}, lambda x: x <= ${q3} + 1.5 * (${q3} - ${q1}))) AS ${s('hi', m.n)}`,
        `list_min(list_filter(${l}, lambda x: x >= ${q1} - 1.5 * (${q3} - ${q1}))) AS ${s('lo', m.n)}`,
      ];
    }
    const [hi, lo] = options.whisker_type === 'percentile' ? ['phi', 'plo'] : ['mx', 'mn'];
    return [`${s(hi, m.n)} AS ${s('hi', m.n)}`, `${s(lo, m.n)} AS ${s('lo', m.n)}`];
  });
  const stats = `SELECT *, ${commaList(whiskers)} FROM (SELECT *, ${commaList(quartiles)} FROM (SELECT ${commaList([...gk, ...first])} FROM (${base})${groupBy}))`;
  const statSql = (stat: (typeof STATS)[number], n: number): string => {
    const x = `b.${v(n)}`;
    switch (stat) {
      case 'mean':
        return `avg(${x})`;
      case 'median':
        return `quantile_cont(${x}, 0.5)`;
      case 'max':
        return `any_value(st.${s('hi', n)})`;
      case 'min':
        return `any_value(st.${s('lo', n)})`;
      case 'q1':
      case 'q3':
        return `any_value(st.${s(stat, n)})`;
      case 'count':
        return 'CAST(count(*) AS DOUBLE)';
      case 'outliers': {
        const part = (cond: string) => `coalesce(list(${x} ORDER BY b.${orderKey}) FILTER (WHERE ${cond}), [])`;
        return `list_concat(${part(`${x} > st.${s('hi', n)}`)}, ${part(`${x} < st.${s('lo', n)}`)})`;
      }
    }
  };
  const outputs = STATS.flatMap((stat) =>
    metrics.map((m) => ({
      stat,
      m,
      key: session.fresh('c'),
      type: (stat === 'outliers' ? 'list' : 'number') as WorkType,
    })),
  );
  const outGroups = g.map((x) => ({ ...x, out: session.fresh('c') }));
  const join =
    gk.length > 0
      ? `JOIN (${stats}) st ON ${gk.map((k) => `b.${k} IS NOT DISTINCT FROM st.${k}`).join(' AND ')}`
      : `CROSS JOIN (${stats}) st`;
  const items = [
    gk.length > 0
      ? `row_number() OVER (ORDER BY ${commaList(gk.map((k) => `b.${k}`))}) AS ${orderKey}`
      : `1 AS ${orderKey}`,
    ...outGroups.map((x) => `b.${q(x.key)} AS ${q(x.out)}`),
    ...outputs.map((o) => `${statSql(o.stat, o.m.n)} AS ${q(o.key)}`),
  ];
  const tail = gk.length > 0 ? ` GROUP BY ${commaList(gk.map((k) => `b.${k}`))}` : ' HAVING count(*) > 0';
  const columns: WorkColumn[] = [
    ...outGroups.map((x) => ({ key: x.out, label: x.label, type: x.source.type, index: false })),
    ...outputs.map((o) => ({ key: o.key, label: `${o.m.name}__${o.stat}`, type: o.type, index: false })),
  ];
  const next = await session.derive(frame, `SELECT ${commaList(items)} FROM (${base}) b ${join}${tail}`, columns);
  return { ...next, levelNames: null };
};
