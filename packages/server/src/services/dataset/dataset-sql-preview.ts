import { type Caller, type DatasetSqlPreview, type DatasetSqlPreviewResult, TYPE_GENERIC } from '@tessera/core';
import { unprocessable } from '../../http/http-error.js';
import { prepareSql, runPlan, toRecords, type PipelineDeps } from '../../query/pipeline.js';
import { assertDatasetDatabaseAccess } from './dataset-create-service.js';
import { assertSingleSelect } from './dataset-source.js';

/** Rows a preview shows unless the caller asks for fewer or more (up to SQL_PREVIEW_MAX_ROWS). */
const DEFAULT_PREVIEW_ROWS = 100;

/**
 * Runs the SQL of a virtual dataset being written, as POST /api/v1/dataset/ would read it: one
 * read-only SELECT, only tables the caller may read (Superset's raise_for_access with the query,
 * the same checks as create), wrapped as a sub-query under the row limit, through the query
 * pipeline. SQL Lab's execute endpoint will take this over; until then the '+ Dataset' page
 * previews through here.
 */
export const previewDatasetSql = async (
  deps: PipelineDeps,
  caller: Caller,
  input: DatasetSqlPreview,
): Promise<DatasetSqlPreviewResult> => {
  const database = await deps.db
    .selectFrom('databases')
    .select(['id', 'database_name'])
    .where('id', '=', input.database)
    .executeTakeFirst();
  if (!database) throw unprocessable('database: Database does not exist', 'database');
  assertSingleSelect(input.sql);
  const schema =
    input.schema === undefined || input.schema === null || input.schema.trim() === '' ? null : input.schema;
  const rowLimit = input.row_limit ?? DEFAULT_PREVIEW_ROWS;
  const plan = await prepareSql(deps, caller, {
    databaseId: database.id,
    sql: input.sql,
    schema,
    mode: 'write',
    rowLimit,
  });
  assertDatasetDatabaseAccess(caller, database, plan.tables.length);
  const result = await runPlan(deps, plan);
  return {
    columns: result.columns.map((c) => ({
      name: c.name,
      type: c.type || null,
      is_dttm: c.typeGeneric === TYPE_GENERIC.TEMPORAL,
    })),
    data: toRecords(result),
    row_limit: rowLimit,
  };
};
