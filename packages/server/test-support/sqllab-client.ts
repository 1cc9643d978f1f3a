import type { TestClient } from './test-app.js';

/** What `POST /api/v1/sqllab/execute/` and the results endpoint answer. */
export interface SqlLabAnswer {
  status: string;
  data: Record<string, unknown>[];
  columns: { name: string; type: string | null; is_dttm: boolean }[];
  query: {
    id: string;
    queryId: number;
    state: string;
    rows: number | null;
    limit: number | null;
    limitingFactor: string | null;
    executedSql: string | null;
    resultsKey: string | null;
    errorMessage: string | null;
  };
  query_id: number;
  message?: string;
  errors?: { error_type?: string; extra?: { field?: string; tables?: string[] } }[];
}

export const rison = (text: string): string => `?q=${encodeURIComponent(text)}`;

/** Runs SQL in SQL Lab as `client` on `databaseId`. */
export const execute = (client: TestClient, databaseId: number, sql: string, extra: Record<string, unknown> = {}) =>
  client.post<SqlLabAnswer>('/api/v1/sqllab/execute/', { database_id: databaseId, sql, ...extra });

/** Polls the caller's query history until the query reaches one of `states` (or fails the test after `ms`). */
export const waitForState = async (
  client: TestClient,
  clientId: string,
  states: readonly string[],
  ms = 20_000,
): Promise<SqlLabAnswer['query']> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await client.get<{ result: SqlLabAnswer['query'][] }>(
      `/api/v1/query/updated_since${rison('(last_updated_ms:0)')}`,
    );
    const q = res.body.result.find((r) => r.id === clientId);
    if (q && states.includes(q.state)) return q;
    if (Date.now() > deadline)
      throw new Error(`query ${clientId} is ${q?.state ?? 'missing'}, not ${states.join('/')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
