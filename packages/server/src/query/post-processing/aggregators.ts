import { PostProcessingError } from './errors.js';
import { doubleLiteral, intLiteral, quoteIdent } from './sql.js';
import { requireNumeric, type WorkColumn, type WorkType } from './work-frame.js';

export interface AggregateSpec {
  operator: string;
  options?: Record<string, unknown> | null | undefined;
}

export interface AggregateExpression {
  sql: string;
  type: WorkType;
  /** Needs the 0-based row position within its group (argmin/argmax). */
  usesPosition: boolean;
}

/** Column holding the row's position within its group, added by callers when `usesPosition`. */
export const GROUP_POSITION = '_gpos';

/*
 * Superset wraps each numpy function in functools.partial, so pandas calls it on every
 * group's Series. Functions numpy dispatches to Series methods (mean, sum, min, max, prod,
 * std, var) skip nulls; array-based ones (average, median, percentile) return NaN when
 * the group has any null; np.ma.count counts every row, nulls included.
 */
const skipping = (x: string): Record<string, string> => ({
  mean: `avg(${x})`,
  nanmean: `avg(${x})`,
  sum: `coalesce(sum(${x}), 0)`,
  nansum: `coalesce(sum(${x}), 0)`,
  prod: `coalesce(product(${x}), 1)`,
  product: `coalesce(product(${x}), 1)`,
  nanmedian: `quantile_cont(${x}, 0.5)`,
});

const propagating = (x: string): Record<string, string> => ({
  average: `avg(${x})`,
  median: `quantile_cont(${x}, 0.5)`,
});

const nullUnlessComplete = (x: string, expr: string): string => `CASE WHEN count(${x}) = count(*) THEN ${expr} END`;

const ddofOf = (spec: AggregateSpec, where: string): number => {
  const ddof = spec.options?.['ddof'] ?? 0;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0) {
    throw new PostProcessingError(`${where}.options.ddof must be a non-negative integer`);
  }
  return ddof;
};

const varianceSql = (x: string, ddof: number): string =>
  ddof === 0
    ? `var_pop(${x})`
    : `CASE WHEN count(${x}) > ${intLiteral(ddof)} THEN var_pop(${x}) * count(${x}) / (count(${x}) - ${intLiteral(ddof)}) END`;

const quantileOf = (spec: AggregateSpec, where: string): string => {
  const q = spec.options?.['q'];
  if (typeof q !== 'number' || !(q >= 0 && q <= 100)) {
    throw new PostProcessingError(`${where}.options.q must be a number between 0 and 100`);
  }
  return doubleLiteral(q / 100);
};

/** SQL aggregate for one Superset aggregate spec over `column`, matching pandas' result per group. */
export const aggregateExpression = (spec: AggregateSpec, column: WorkColumn, where: string): AggregateExpression => {
  const raw = quoteIdent(column.key);
  const op = spec.operator;
  const plain = (sql: string, type: WorkType = 'number'): AggregateExpression => ({ sql, type, usesPosition: false });
  if (op === 'count') return plain('CAST(count(*) AS DOUBLE)');
  if (op === 'min' || op === 'nanmin') return plain(`min(${raw})`, column.type);
  if (op === 'max' || op === 'nanmax') return plain(`max(${raw})`, column.type);
  if (op === 'cumsum' || op === 'cumprod') {
    throw new PostProcessingError(`${where}.operator ${op} returns one value per row, not one per group`);
  }
  const numericOps = [
    'argmin',
    'argmax',
    'count_nonzero',
    'std',
    'nanstd',
    'var',
    'nanvar',
    'percentile',
    'nanpercentile',
  ];
  const skip = skipping('x');
  const prop = propagating('x');
  if (!(op in skip) && !(op in prop) && !numericOps.includes(op)) {
    throw new PostProcessingError(`${where}.operator is not a supported function: ${JSON.stringify(op)}`);
  }
  requireNumeric(column, `${where} (${op})`);
  const x = `CAST(${raw} AS DOUBLE)`;
  const skipSql = skipping(x)[op];
  if (skipSql) return plain(skipSql);
  const propSql = propagating(x)[op];
  if (propSql) return plain(nullUnlessComplete(x, propSql));
  switch (op) {
    case 'count_nonzero':
      return plain(`CAST(count(*) FILTER (WHERE ${x} IS NULL OR ${x} <> 0) AS DOUBLE)`);
    case 'std':
    case 'nanstd':
      return plain(`sqrt(${varianceSql(x, ddofOf(spec, where))})`);
    case 'var':
    case 'nanvar':
      return plain(varianceSql(x, ddofOf(spec, where)));
    case 'percentile':
      return plain(nullUnlessComplete(x, `quantile_cont(${x}, ${quantileOf(spec, where)})`));
    case 'nanpercentile':
      return plain(`quantile_cont(${x}, ${quantileOf(spec, where)})`);
    default: {
      // Series.argmin/argmax: first position of the extreme, nulls skipped, -1 when all are null.
      const pos = quoteIdent(GROUP_POSITION);
      const tieBreak = op === 'argmin' ? pos : `-${pos}`;
      const fn = op === 'argmin' ? 'arg_min' : 'arg_max';
      return {
        sql: `CAST(coalesce(${fn}(${pos}, {'v': ${x}, 'p': ${tieBreak}}) FILTER (WHERE ${x} IS NOT NULL), -1) AS DOUBLE)`,
        type: 'number',
        usesPosition: true,
      };
    }
  }
};
