import { randomUUID } from 'node:crypto';
import {
  canUseDatabaseInSqlLab,
  renderSqlTemplate,
  type SqlLabExecute,
  type SqlLabExecutionResponse,
} from '@tessera/core';
import type { Caller } from '@tessera/core';
import { HttpError, badRequest, forbidden, notFound, nowIso } from '../../http/http-error.js';
import type { SqlLabJob } from '../../query/async-jobs.js';
import { prepareScript, type PreparedScript } from '../../query/pipeline.js';
import { timed, type StageTimings } from '../../query/stage-timings.js';
import { getQueryById, getVisibleQuery, insertQuery, toQueryDict } from './query-store.js';
import { runScript, startedValues, type RunDeps } from './sqllab-run.js';
import { executionResponse, type StoredResult } from './sqllab-results.js';
import { jobFailures } from '../../ops/metrics.js';

/** Who runs the query: the caller plus the names the templates and the history show. */
export interface SqlLabUser {
  caller: Caller;
  username: string | null;
}

export interface ExecuteDeps extends RunDeps {
  /** Null when async queries are not available in this process (no queue). */
  submit: ((job: SqlLabJob) => Promise<void>) | null;
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

const clientIdOf = (requested: string | null | undefined): string =>
  requested ?? randomUUID().replaceAll('-', '').slice(0, 10);

/** Superset's filter_values in SQL Lab reads the `form_data` URL parameter's extra filters. */
const filterValuesOf = (urlParams: Readonly<Record<string, string>>): Record<string, unknown[]> => {
  const raw = urlParams.form_data;
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    const filters = (parsed as { extra_filters?: unknown }).extra_filters;
    const out: Record<string, unknown[]> = {};
    for (const f of Array.isArray(filters) ? filters : []) {
      const { col, val } = f as { col?: unknown; val?: unknown };
      if (typeof col === 'string') out[col] = [...(out[col] ?? []), ...(Array.isArray(val) ? val : [val])];
    }
    return out;
  } catch {
    return {};
  }
};

const templateParamsOf = (text: string | null | undefined): Record<string, unknown> => {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw badRequest('templateParams: not a JSON object', 'templateParams');
};

/** Renders the SQL Lab template subset; errors answer 400 with Superset's error type. */
export const renderSql = (
  sql: string,
  user: SqlLabUser,
  templateParams: string | null | undefined,
  urlParams: Readonly<Record<string, string>>,
): string => {
  const rendered = renderSqlTemplate(sql, {
    username: user.username,
    userId: user.caller.userId,
    urlParams,
    filterValues: filterValuesOf(urlParams),
    params: templateParamsOf(templateParams),
  });
  if (!rendered.ok) throw new HttpError(400, rendered.message, rendered.errorType, { field: 'sql' });
  return rendered.sql;
};

/** The database, once the caller may use it in SQL Lab (canUseDatabaseInSqlLab; Admins always). */
export const loadSqlLabDatabase = async (
  deps: Pick<RunDeps, 'db'>,
  caller: Caller,
  databaseId: number,
): Promise<{ id: number; name: string; allowRunAsync: boolean }> => {
  const row = await deps.db
    .selectFrom('databases')
    .select(['id', 'database_name', 'expose_in_sqllab', 'allow_run_async'])
    .where('id', '=', databaseId)
    .executeTakeFirst();
  if (!row) throw notFound('Database');
  const db = { id: row.id, name: row.database_name };
  if (!caller.isAdmin && !canUseDatabaseInSqlLab(caller.perms, db)) {
    throw forbidden(`You need access to database '${row.database_name}', one of its schemas or datasets to query it`);
  }
  if (row.expose_in_sqllab !== 1)
    throw badRequest('database_id: this database is not exposed in SQL Lab', 'database_id');
  return { ...db, allowRunAsync: row.allow_run_async === 1 };
};

const prepare = (deps: RunDeps, caller: Caller, request: SqlLabExecute, sql: string): Promise<PreparedScript> =>
  prepareScript(deps.pipeline, caller, {
    databaseId: request.database_id,
    sql,
    queryLimit: request.queryLimit ?? null,
    maxRow: deps.config.sqllab.maxRow,
    ctas:
      request.select_as_cta && request.tmp_table_name
        ? { method: request.ctas_method ?? 'TABLE', table: request.tmp_table_name }
        : null,
  });

/**
 * `POST /api/v1/sqllab/execute/` (Superset's ExecuteSqlCommand): renders the template, checks the
 * whole script before anything runs, records the query, then runs it here (200 when done) or on
 * the job queue when asked and the database allows it (202 while it runs).
 */
export const executeSqlLab = async (
  deps: ExecuteDeps,
  user: SqlLabUser,
  request: SqlLabExecute,
  urlParams: Readonly<Record<string, string>>,
  timings?: StageTimings,
): Promise<{ status: 200 | 202; body: SqlLabExecutionResponse }> => {
  const { caller } = user;
  const database = await timed(timings, 'prepare', () => loadSqlLabDatabase(deps, caller, request.database_id));
  const sql = renderSql(request.sql, user, request.templateParams, urlParams);
  // A client_id the server draws is new: only one the client sent may name an earlier query.
  const existing =
    request.client_id === null || request.client_id === undefined
      ? undefined
      : await timed(timings, 'metadata', () =>
          deps.db
            .selectFrom('queries')
            .select(['id', 'user_id', 'status'])
            .where('client_id', '=', request.client_id as string)
            .executeTakeFirst(),
        );
  const clientId = clientIdOf(request.client_id);
  if (existing && existing.user_id !== caller.userId) throw badRequest('client_id: already in use', 'client_id');
  if (existing && ['pending', 'running'].includes(existing.status)) {
    const row = await getVisibleQuery(deps.db, caller, { id: existing.id });
    return { status: 202, body: executionResponse(toQueryDict(row), null) };
  }
  const plan = await timed(timings, 'prepare', () => prepare(deps, caller, request, sql));
  if (existing) await deps.db.deleteFrom('queries').where('id', '=', existing.id).execute();
  const runAsync = Boolean(request.runAsync) && database.allowRunAsync && deps.submit !== null;
  const now = nowIso();
  // A synchronous run starts now: its row is inserted running, in one write instead of two.
  const id = await timed(timings, 'metadata', () =>
    insertQuery(deps.db, {
      client_id: clientId,
      database_id: database.id,
      user_id: caller.userId,
      status: 'pending',
      tab_name: request.tab ?? null,
      sql_editor_id: request.sql_editor_id ?? null,
      catalog: request.catalog ?? null,
      schema: request.schema ?? null,
      sql: request.sql,
      limit: plan.limit,
      limiting_factor: plan.limitingFactor,
      select_as_cta: plan.ctasTarget ? 1 : 0,
      ctas_method: plan.ctasTarget ? (request.ctas_method ?? 'TABLE') : null,
      start_time: now,
      changed_on: now,
      extra_json: JSON.stringify({ async: runAsync }),
      ...(!runAsync && startedValues(plan)),
    }),
  );
  const resultsKey = randomUUID().replaceAll('-', '');
  if (runAsync && deps.submit) {
    // The request's plan holds live connections: the worker prepares its own, as the same user.
    await deps.submit({ job_id: randomUUID(), query_id: id, user_id: caller.userId ?? 0, sql });
    const row = await getQueryById(deps.db, id);
    if (!row) throw notFound('Query');
    return { status: 202, body: executionResponse(toQueryDict(row), null) };
  }
  let stored: StoredResult | null;
  try {
    stored = await runScript(deps, caller, id, plan, {
      timeoutMs: deps.config.sqllab.timeoutSeconds * 1000,
      resultsKey,
      recordedRunning: true,
      ...(timings && { timings }),
    });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 408) {
      throw new HttpError(408, err.message, 'SQLLAB_TIMEOUT_ERROR', { timeout: deps.config.sqllab.timeoutSeconds });
    }
    throw err;
  }
  const row = await timed(timings, 'metadata', () => getQueryById(deps.db, id));
  if (!row) throw notFound('Query');
  const dict = toQueryDict(row);
  // Answered from the rows in hand; the results backend holds the same for results/ and the CSV export.
  return {
    status: 200,
    body: executionResponse(dict, dict.state === 'success' ? stored : null, { rows: request.data_rows ?? undefined }),
  };
};

/**
 * One async SQL Lab job (Superset's get_sql_results task): prepares the script again as the user
 * who asked (access may have changed since) and runs it under SQLLAB_ASYNC_TIME_LIMIT_SEC.
 */
export const runSqlLabJob = async (
  deps: RunDeps,
  caller: (userId: number) => Promise<Caller | null>,
  job: SqlLabJob,
): Promise<void> => {
  const row = await getQueryById(deps.db, job.query_id);
  if (!row || row.status !== 'pending') return;
  try {
    const who = await caller(job.user_id);
    if (!who) throw new HttpError(401, 'The user who started this query is no longer active');
    const plan = await prepareScript(deps.pipeline, who, {
      databaseId: row.database_id,
      sql: job.sql,
      queryLimit: row.limit,
      maxRow: deps.config.sqllab.maxRow,
      ctas:
        row.select_as_cta === 1 && row.tmp_table_name
          ? { method: row.ctas_method === 'VIEW' ? 'VIEW' : 'TABLE', table: row.tmp_table_name }
          : null,
    });
    const resultsKey = randomUUID().replaceAll('-', '');
    await runScript(deps, who, row.id, plan, {
      timeoutMs: deps.config.sqllab.asyncTimeLimitSeconds * 1000,
      resultsKey,
    });
  } catch (err) {
    // runScript records its own failures; this records those before it started (access, parse).
    jobFailures.inc({ queue: 'sqllab' });
    await deps.db
      .updateTable('queries')
      .set({ status: 'failed', end_time: nowIso(), changed_on: nowIso(), error_message: errorText(err) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
  }
};
