import type { QueryCostEstimator, QueryResult } from './types.js';

const planLines = (result: QueryResult): string[] =>
  result.rows.flatMap((row) => row.map((v) => (typeof v === 'string' ? v : ''))).flatMap((t) => t.split('\n'));

/**
 * PostgreSQL's EXPLAIN: the top plan node's `cost=start..total` (Superset's
 * PostgresEngineSpec.query_cost_formatter names them 'Start-up cost' and 'Total cost').
 */
export const postgresQueryCost: QueryCostEstimator = {
  explain: (sql) => `EXPLAIN ${sql}`,
  parse: (result) => {
    const m = planLines(result)
      .map((l) => /cost=([\d.]+)\.\.([\d.]+)\s+rows=(\d+)/.exec(l))
      .find((x) => x !== null);
    return m ? [{ 'Start-up cost': Number(m[1]), 'Total cost': Number(m[2]), 'Estimated rows': Number(m[3]) }] : [];
  },
};

/** DuckDB's EXPLAIN: the physical plan's cardinality estimates (`~N rows`), the top operator's first. */
export const duckdbQueryCost: QueryCostEstimator = {
  explain: (sql) => `EXPLAIN ${sql}`,
  parse: (result) => {
    const estimates = planLines(result)
      .map((l) => /~\s*([\d,]+)\s+rows?/i.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number((m[1] as string).replaceAll(',', '')));
    return estimates.length > 0 ? [{ 'Estimated rows': estimates[0] as number }] : [];
  },
};
