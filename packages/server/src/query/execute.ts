import { unreachable } from '../engines/connection-manager.js';
import { QueryCancelledError, QueryTimeoutError, type EngineConnection, type QueryResult } from '../engines/types.js';
import { HttpError } from '../http/http-error.js';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE']);

const isNetworkError = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
};

/**
 * Runs SQL with the server's timeout and maps failures to what the client shows:
 * 408 'Query timeout', 503 naming the database when it cannot be reached, and 400
 * with the engine's own message for a query the engine refused.
 */
export const executeQuery = async (
  conn: EngineConnection,
  databaseName: string,
  sql: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<QueryResult> => {
  try {
    return await conn.execute(sql, { timeoutMs, ...(signal && { signal }) });
  } catch (err) {
    if (err instanceof QueryTimeoutError) {
      throw new HttpError(408, `Query timeout: ${err.message}`, 'SQLLAB_TIMEOUT_ERROR', { timeout: timeoutMs / 1000 });
    }
    if (err instanceof QueryCancelledError) throw new HttpError(499, err.message, 'QUERY_CANCELLED');
    if (isNetworkError(err)) throw unreachable(databaseName, err);
    const message = err instanceof Error ? err.message : String(err);
    throw new HttpError(400, `${databaseName} error: ${message}`, 'GENERIC_DB_ENGINE_ERROR', {
      engine_message: message,
    });
  }
};

/** Rows as records keyed by column name, which is what Superset's `data` holds. */
export const toRecords = (result: QueryResult): Record<string, unknown>[] => {
  const names = result.columns.map((c) => c.name);
  return result.rows.map((row) => {
    const rec: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) rec[names[i] as string] = row[i];
    return rec;
  });
};
