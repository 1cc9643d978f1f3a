import type { z } from 'zod';
import { PostProcessingError } from './errors.js';
import type { cumOptionsSchema, diffOptionsSchema, rollingOptionsSchema } from './schemas.js';
import { orderKey, type Session } from './session.js';
import { doubleLiteral, intLiteral, quoteIdent } from './sql.js';
import {
  requireNumeric,
  resolveGroup,
  withTopLabel,
  type WorkColumn,
  type WorkFrame,
  type WorkType,
} from './work-frame.js';

interface Derived {
  source: WorkColumn;
  dst: string;
  key: string;
  expr: string;
  type: WorkType;
}

/**
 * Superset's _append_columns: when every mapping is identity the results replace their
 * sources in place; otherwise they are appended, renamed, after all existing columns.
 */
const appendColumns = async (
  session: Session,
  frame: WorkFrame,
  mapping: Record<string, string>,
  derived: Derived[],
  qualify?: string,
): Promise<WorkFrame> => {
  const inPlace = Object.entries(mapping).every(([src, dst]) => src === dst);
  const columns = inPlace
    ? frame.columns.map((c) => {
        const d = derived.find((x) => x.source === c);
        return d ? { ...c, key: d.key, type: d.type } : c;
      })
    : [
        ...frame.columns,
        ...derived.map((d) => ({ key: d.key, label: withTopLabel(d.source.label, d.dst), type: d.type, index: false })),
      ];
  return session.extend(
    frame,
    derived.map((d) => [d.key, d.expr] as const),
    columns,
    qualify,
  );
};

const expand = (
  session: Session,
  frame: WorkFrame,
  mapping: Record<string, string>,
  where: string,
  build: (column: WorkColumn, x: string) => { expr: string; type?: WorkType },
): Derived[] =>
  Object.entries(mapping).flatMap(([src, dst]) =>
    resolveGroup(frame, src, `${where}.${src}`).map((source) => {
      requireNumeric(source, `${where}.${src}`);
      const built = build(source, `CAST(${quoteIdent(source.key)} AS DOUBLE)`);
      return { source, dst, key: session.fresh('c'), expr: built.expr, type: built.type ?? 'number' };
    }),
  );

type RollingOptions = z.output<typeof rollingOptionsSchema>;

const rollingValue = (options: RollingOptions, x: string, w: string, count: string): string => {
  const ddof = options.rolling_type_options?.ddof ?? 1;
  const variance =
    ddof === 0
      ? `var_pop(${x}) OVER ${w}`
      : `CASE WHEN ${count} > ${intLiteral(ddof)} THEN var_pop(${x}) OVER ${w} * ${count} / (${count} - ${intLiteral(ddof)}) END`;
  switch (options.rolling_type) {
    case 'sum':
      return `coalesce(sum(${x}) OVER ${w}, 0)`;
    case 'mean':
      return `avg(${x}) OVER ${w}`;
    case 'count':
      return `CAST(${count} AS DOUBLE)`;
    case 'min':
      return `min(${x}) OVER ${w}`;
    case 'max':
      return `max(${x}) OVER ${w}`;
    case 'median':
      return `quantile_cont(${x}, 0.5) OVER ${w}`;
    case 'quantile': {
      const quantile = options.rolling_type_options?.quantile;
      if (quantile === undefined)
        throw new PostProcessingError('rolling: options.rolling_type_options.quantile is required');
      return `quantile_cont(${x}, ${doubleLiteral(quantile)}) OVER ${w}`;
    }
    case 'std':
      return `sqrt(${variance})`;
    case 'var':
      return variance;
    case 'skew':
      return `skewness(${x}) OVER ${w}`;
    case 'kurt':
      return `kurtosis(${x}) OVER ${w}`;
  }
};

/** pandas rolling(window, min_periods, center).<type>(); Superset then drops the first min_periods - 1 rows. */
export const rolling = async (session: Session, frame: WorkFrame, options: RollingOptions): Promise<WorkFrame> => {
  const { window } = options;
  const minPeriods = options.min_periods ?? window;
  if (minPeriods > window) {
    throw new PostProcessingError(`rolling: options.min_periods (${minPeriods}) must be <= options.window (${window})`);
  }
  const after = options.center ? Math.floor((window - 1) / 2) : 0;
  const w = `(ORDER BY ${orderKey} ROWS BETWEEN ${intLiteral(window - 1 - after)} PRECEDING AND ${intLiteral(after)} FOLLOWING)`;
  const derived = expand(session, frame, options.columns, 'rolling: options.columns', (_, x) => {
    // count follows pandas 2: it counts rows in the window against min_periods, not non-null values.
    const observed = options.rolling_type === 'count' ? `count(*) OVER ${w}` : `count(${x}) OVER ${w}`;
    const value = rollingValue(options, x, w, `count(${x}) OVER ${w}`);
    return { expr: `CASE WHEN ${observed} >= ${intLiteral(minPeriods)} THEN ${value} END` };
  });
  const qualify = options.min_periods
    ? `row_number() OVER (ORDER BY ${orderKey}) >= ${intLiteral(options.min_periods)}`
    : undefined;
  return appendColumns(session, frame, options.columns, derived, qualify);
};

const CUM_FUNCTIONS = { sum: 'sum', prod: 'product', min: 'min', max: 'max' } as const;

/** pandas cumsum/cumprod/cummin/cummax: nulls stay null and are skipped by later rows. */
export const cum = async (
  session: Session,
  frame: WorkFrame,
  options: z.output<typeof cumOptionsSchema>,
): Promise<WorkFrame> => {
  const mapping = options.columns ?? {};
  const fn = CUM_FUNCTIONS[options.operator];
  const derived = expand(session, frame, mapping, 'cum: options.columns', (_, x) => ({
    expr: `CASE WHEN ${x} IS NOT NULL THEN ${fn}(${x}) OVER (ORDER BY ${orderKey} ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) END`,
  }));
  return appendColumns(session, frame, mapping, derived);
};

/** pandas diff(periods, axis): row-wise against `periods` rows back, or across the selected columns. */
export const diff = async (
  session: Session,
  frame: WorkFrame,
  options: z.output<typeof diffOptionsSchema>,
): Promise<WorkFrame> => {
  const p = options.periods;
  const shifted = (x: string): string =>
    p === 0
      ? x
      : p > 0
        ? `lag(${x}, ${intLiteral(p)}) OVER (ORDER BY ${orderKey})`
        : `lead(${x}, ${intLiteral(-p)}) OVER (ORDER BY ${orderKey})`;
  let derived = expand(session, frame, options.columns, 'diff: options.columns', (_, x) => ({
    expr: `${x} - ${shifted(x)}`,
  }));
  if (options.axis === 1) {
    const numeric = derived.map((d) => `CAST(${quoteIdent(d.source.key)} AS DOUBLE)`);
    derived = derived.map((d, i) => {
      const other = numeric[i - p];
      return { ...d, expr: other === undefined ? 'CAST(NULL AS DOUBLE)' : `${numeric[i] as string} - ${other}` };
    });
  }
  return appendColumns(session, frame, options.columns, derived);
};
