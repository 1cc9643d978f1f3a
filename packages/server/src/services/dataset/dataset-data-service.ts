import {
  type Caller,
  type ColumnValuesQuery,
  QueryObjectSchema,
  type SamplesPayload,
  type SamplesResult,
  TYPE_GENERIC,
} from '@tessera/core';
import { badRequest } from '../../http/http-error.js';
import { prepareQueries, runPlan, type PipelineDeps } from '../../query/pipeline.js';

export interface SamplesRequest {
  page: number;
  perPage: number | undefined;
  payload: SamplesPayload;
}

/**
 * Superset's `POST /datasource/samples`: every column, the payload's filters and row-level
 * security, one page of rows (`per_page` capped by SAMPLES_ROW_LIMIT) and the total count.
 */
export const datasetSamples = async (
  deps: PipelineDeps,
  caller: Caller,
  datasetId: number,
  req: SamplesRequest,
): Promise<SamplesResult> => {
  const cap = deps.config.samplesRowLimit;
  const perPage = Math.min(req.perPage ?? cap, cap);
  const plan = await prepareQueries(deps, caller, {
    datasetId,
    queries: (loaded) => {
      const query = QueryObjectSchema.parse({
        columns: loaded.columns.map((c) => c.name),
        filters: req.payload.filters,
        extras: req.payload.extras ?? {},
        granularity: req.payload.granularity ?? null,
        time_range: req.payload.time_range ?? null,
        row_limit: perPage,
        row_offset: (req.page - 1) * perPage,
      });
      return [query, { ...query, is_rowcount: true }];
    },
    rowLimit: perPage,
  });
  const [rows, total] = await runPlan(deps, plan);
  return {
    data: rows?.data ?? [],
    colnames: rows?.colnames ?? [],
    coltypes: rows?.coltypes ?? [],
    rowcount: rows?.rowcount ?? 0,
    total_count: Number(total?.data[0]?.['rowcount'] ?? 0),
    page: req.page,
    per_page: perPage,
  };
};

/**
 * Distinct values of one column for filter selects, sorted. The dataset's fetch-values
 * predicate and row-level security apply (as in Superset's values_for_column); the search is a
 * case-insensitive contains written as a quoted literal, never spliced raw.
 */
export const columnValues = async (
  deps: PipelineDeps,
  caller: Caller,
  datasetId: number,
  columnName: string,
  q: ColumnValuesQuery,
): Promise<unknown[]> => {
  const plan = await prepareQueries(deps, caller, {
    datasetId,
    queries: (loaded) => {
      const col = loaded.dataset.columns.get(columnName);
      if (!col) throw badRequest(`column: Column name ${columnName} does not exist`, 'column');
      const search =
        q.search === undefined || q.search === '' ? [] : [{ col: columnName, op: 'ILIKE', val: `%${q.search}%` }];
      if (search.length > 0 && col.typeGeneric !== null && col.typeGeneric !== TYPE_GENERIC.STRING) {
        throw badRequest(`q.search: column '${columnName}' is not a text column and cannot be searched`, 'q.search');
      }
      return [
        QueryObjectSchema.parse({
          columns: [columnName],
          filters: search,
          orderby: [[columnName, true]],
          row_limit: q.limit,
          apply_fetch_values_predicate: true,
        }),
      ];
    },
    rowLimit: q.limit,
    distinct: true,
  });
  const [values] = await runPlan(deps, plan);
  return (values?.data ?? []).map((row) => row[columnName]);
};
