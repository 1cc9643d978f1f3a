import { canAccessDatabase, splitStatements, sqlLabLimit, trailingLimit, type LimitingFactor } from '@tessera/core';
import type { Caller } from '@tessera/core';
import type { SqlTableRef } from '../engines/sql-parser.js';
import type { TableFilter } from '../engines/types.js';
import { stripTrailingSemicolons } from '../engines/sql-text.js';
import { badRequest, HttpError, notFound } from '../http/http-error.js';
import type { PipelineDeps, PreparedSql } from './plan.js';
import { virtualTableSql } from './prepare.js';
import { rlsPredicateFor } from './rls-service.js';
import { assertVirtualDatasetSql, defaultSchemaOf, sqlTargetOf, type SqlTarget } from './sql-access.js';

/** CREATE TABLE / VIEW AS the script's last SELECT (Superset's select_as_cta with ctas_method). */
export interface CtasRequest {
  method: 'TABLE' | 'VIEW';
  table: string;
}

export interface ScriptRequest {
  databaseId: number;
  /** The script as it runs: templates already rendered. */
  sql: string;
  /** The editor's row limit (queryLimit); null: the server maximum. */
  queryLimit: number | null;
  /** SQL_MAX_ROW: no result holds more rows. */
  maxRow: number;
  ctas: CtasRequest | null;
}

/** A SQL Lab script checked statement by statement, ready for runPlan one statement at a time. */
export interface PreparedScript {
  statements: PreparedSql[];
  /** Rows the last statement may return; it runs with one more to tell whether the limit cut it. */
  limit: number | null;
  limitingFactor: LimitingFactor;
  /** The last statement as it runs (Superset's select_sql). */
  selectSql: string;
  /** Where a CTAS / CVAS went (Superset's tmp_schema_name and tmp_table_name). */
  ctasTarget: { schema: string | null; table: string } | null;
}

interface DatabasePolicy {
  allowDml: boolean;
  allowCtas: boolean;
  allowCvas: boolean;
  forceCtasSchema: string | null;
}

const policyOf = async (deps: Pick<PipelineDeps, 'db'>, databaseId: number): Promise<DatabasePolicy> => {
  const row = await deps.db
    .selectFrom('databases')
    .select(['allow_dml', 'allow_ctas', 'allow_cvas', 'force_ctas_schema'])
    .where('id', '=', databaseId)
    .executeTakeFirst();
  if (!row) throw notFound('Database');
  return {
    allowDml: row.allow_dml === 1,
    allowCtas: row.allow_ctas === 1,
    allowCvas: row.allow_cvas === 1,
    forceCtasSchema: row.force_ctas_schema,
  };
};

/** Superset's DML_NOT_ALLOWED_ERROR. */
const dmlNotAllowed = (keyword: string): HttpError =>
  new HttpError(
    400,
    `sql: Only SELECT statements are allowed against this database (${keyword} is refused: the database does not allow DML)`,
    'DML_NOT_ALLOWED_ERROR',
    { field: 'sql' },
  );

/**
 * Superset's RLS_IN_SQLLAB: the row-level rules that apply to the caller on the tables a statement
 * reads (physical datasets on the same table), as table filters.
 */
const rlsFilters = async (
  deps: Pick<PipelineDeps, 'db'>,
  caller: Caller,
  target: SqlTarget,
  tables: readonly SqlTableRef[],
): Promise<TableFilter[]> => {
  if (caller.isAdmin || tables.length === 0) return [];
  const names = [...new Set(tables.map((t) => t.table.toLowerCase()))];
  const datasets = await deps.db
    .selectFrom('datasets')
    .innerJoin('rls_filter_tables', 'rls_filter_tables.dataset_id', 'datasets.id')
    .select(['datasets.id', 'datasets.table_name', 'datasets.schema'])
    .distinct()
    .where('datasets.database_id', '=', target.row.id)
    .where((eb) => eb.or([eb('datasets.sql', 'is', null), eb('datasets.sql', '=', '')]))
    .where((eb) => eb.fn<string>('lower', ['datasets.table_name']), 'in', names)
    .execute();
  const defaultSchema = defaultSchemaOf(null, target.spec.defaultSchema, target.row.parameters);
  const filters: TableFilter[] = [];
  for (const d of datasets) {
    const predicate = await rlsPredicateFor(deps.db, d.id, caller.roleIds);
    if (predicate !== null) filters.push({ schema: d.schema, table: d.table_name, defaultSchema, predicate });
  }
  return filters;
};

/**
 * A read with row-level rules, rewritten by the engine spec so each filtered table is read through
 * its predicate; engines that cannot rewrite refuse the read (403) rather than answer it unfiltered.
 */
const withRls = async (
  deps: Pick<PipelineDeps, 'db'>,
  caller: Caller,
  target: SqlTarget,
  statement: { sql: string; tables: SqlTableRef[] },
): Promise<string> => {
  const filters = await rlsFilters(deps, caller, target, statement.tables);
  if (filters.length === 0) return statement.sql;
  const { tableFilters } = target.spec;
  if (!tableFilters) {
    const names = filters.map((f) => f.table);
    throw new HttpError(
      403,
      `sql: Row level security applies to ${names.join(', ')}, which this engine cannot filter in SQL Lab: query it through its dataset`,
      'TABLE_SECURITY_ACCESS_ERROR',
      { field: 'sql', tables: names },
    );
  }
  try {
    return stripTrailingSemicolons(await tableFilters(statement.sql, filters));
  } catch (err) {
    // SQL the engine cannot write back with the rules in place is refused, never run unfiltered.
    throw new HttpError(
      403,
      `sql: Row level security could not be applied to this query: ${err instanceof Error ? err.message : String(err)}`,
      'TABLE_SECURITY_ACCESS_ERROR',
      { field: 'sql' },
    );
  }
};

/** Whether any row-level rule applies to the caller on a dataset of this database. */
const hasRlsOnDatabase = async (
  deps: Pick<PipelineDeps, 'db'>,
  caller: Caller,
  target: SqlTarget,
): Promise<boolean> => {
  if (caller.isAdmin) return false;
  const datasets = await deps.db
    .selectFrom('datasets')
    .innerJoin('rls_filter_tables', 'rls_filter_tables.dataset_id', 'datasets.id')
    .select('datasets.id')
    .distinct()
    .where('datasets.database_id', '=', target.row.id)
    .execute();
  for (const d of datasets) if ((await rlsPredicateFor(deps.db, d.id, caller.roleIds)) !== null) return true;
  return false;
};

/**
 * The prepare step of a SQL Lab script (Superset's execute_sql_statements). Each statement is judged
 * by its first keyword and the engine's own parser before any runs: reads may only touch tables the
 * caller may read (403 naming them), through the row-level rules that apply to the caller; DML and
 * DDL need the database's allow_dml plus access to the whole database, and no row-level rule for the
 * caller anywhere on it (a write could copy a filtered table unfiltered); anything else (SET, PRAGMA,
 * ATTACH, COPY, INSTALL ...) is for Admins. Unqualified names resolve in the connection's default schema, for the check and the
 * engine alike. The last statement, when it reads, runs under the limit (one row more, to tell
 * whether the limit cut it) or becomes the CTAS / CVAS.
 */
export const prepareScript = async (
  deps: Pick<PipelineDeps, 'db' | 'connections'>,
  caller: Caller,
  request: ScriptRequest,
): Promise<PreparedScript> => {
  const statements = splitStatements(request.sql);
  if (statements.length === 0) throw badRequest('sql: the SQL holds no statement', 'sql');
  const target = await sqlTargetOf(deps.db, request.databaseId);
  const policy = await policyOf(deps, request.databaseId);
  const wholeDatabase =
    caller.isAdmin || canAccessDatabase(caller.perms, { id: target.row.id, name: target.row.database_name });
  const checked: { sql: string; tables: SqlTableRef[] }[] = [];
  for (const s of statements) {
    if (s.kind === 'read') {
      // 'write': catalog, file and extension reads stay Admin-only in SQL Lab, even with database access.
      const tables = await assertVirtualDatasetSql(deps.db, caller, target, { schema: null, sql: s.sql }, 'write');
      const sql = await withRls(deps, caller, target, { sql: s.sql, tables });
      checked.push({ sql, tables });
    } else if (s.kind === 'mutating') {
      if (!policy.allowDml) throw dmlNotAllowed(s.keyword);
      if (!wholeDatabase) {
        throw new HttpError(
          403,
          `sql: ${s.keyword} statements need access to the whole database '${target.row.database_name}'`,
          'TABLE_SECURITY_ACCESS_ERROR',
          { field: 'sql' },
        );
      }
      if (await hasRlsOnDatabase(deps, caller, target)) {
        throw new HttpError(
          403,
          `sql: ${s.keyword} statements are not available to users with row level security on database '${target.row.database_name}'`,
          'TABLE_SECURITY_ACCESS_ERROR',
          { field: 'sql' },
        );
      }
      checked.push({ sql: s.sql, tables: [] });
    } else {
      if (!caller.isAdmin) {
        throw new HttpError(
          403,
          `sql: ${s.keyword || 'This'} statements reach the engine's settings, files or extensions; only Admins may run them`,
          'TABLE_SECURITY_ACCESS_ERROR',
          { field: 'sql' },
        );
      }
      checked.push({ sql: s.sql, tables: [] });
    }
  }
  const open = await deps.connections.open(request.databaseId);
  const last = statements[statements.length - 1] as (typeof statements)[number];
  // The last statement as checked (with its row-level rules applied), the limit read from what the user wrote.
  const lastBody = (checked[checked.length - 1] as (typeof checked)[number]).sql;
  let lastSql = stripTrailingSemicolons(lastBody);
  let limit: number | null = null;
  let limitingFactor: LimitingFactor = 'UNKNOWN';
  let ctasTarget: PreparedScript['ctasTarget'] = null;
  if (request.ctas) {
    const { method, table } = request.ctas;
    if (last.kind !== 'read') throw badRequest('sql: CREATE TABLE AS needs a SELECT as the last statement', 'sql');
    if (method === 'TABLE' ? !policy.allowCtas : !policy.allowCvas) {
      throw new HttpError(
        400,
        `select_as_cta: this database does not allow CREATE ${method} AS`,
        'DML_NOT_ALLOWED_ERROR',
        { field: 'select_as_cta' },
      );
    }
    const schema = policy.forceCtasSchema;
    const name = [schema, table].filter((p): p is string => p !== null).map(open.spec.dialect.quoteIdentifier);
    lastSql = `CREATE ${method} ${name.join('.')} AS\n${lastSql}`;
    ctasTarget = { schema, table };
  } else if (last.kind === 'read') {
    const picked = sqlLabLimit(request.queryLimit, trailingLimit(last.sql), request.maxRow);
    limit = picked.limit;
    limitingFactor = picked.factor;
    // A query with its own LIMIT is wrapped, so the smaller limit wins; otherwise the limit is appended.
    lastSql =
      trailingLimit(last.sql) === null
        ? open.spec.dialect.limit(lastSql, limit + 1)
        : open.spec.dialect.limit(`SELECT * FROM ${virtualTableSql(lastBody)}`, limit + 1);
  }
  const prepared: PreparedSql[] = checked.map((c, i) => ({
    kind: 'sql',
    open,
    sql: i === checked.length - 1 ? lastSql : stripTrailingSemicolons(c.sql),
    tables: c.tables,
  }));
  return {
    statements: prepared,
    limit,
    limitingFactor,
    selectSql: lastSql,
    ctasTarget,
  };
};
