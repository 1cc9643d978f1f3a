import type { Page, Request } from 'playwright-core';

/** One chart query the page sent: the chart (absent for a filter's options query) and its query context. */
export interface LoggedChartQuery {
  sliceId: number | null;
  queryContext: Record<string, unknown>;
}

interface BatchBody {
  queries?: { slice_id?: number; query_context?: Record<string, unknown> }[];
}

const isChartData = (url: string): boolean => /\/api\/v1\/chart\/data(\/batch)?(\?|$)/.test(url);

/** The chart queries a request carries: a batch's entries, or the one query of /api/v1/chart/data. */
export const chartQueriesOf = (request: Request): LoggedChartQuery[] => {
  if (request.method() !== 'POST' || !isChartData(request.url())) return [];
  const body = request.postDataJSON() as (BatchBody & Record<string, unknown>) | null;
  if (body === null) return [];
  if (new URL(request.url()).pathname.endsWith('/batch'))
    return (body.queries ?? []).map((q) => ({ sliceId: q.slice_id ?? null, queryContext: q.query_context ?? {} }));
  const formData = body['form_data'] as { slice_id?: number } | undefined;
  return [{ sliceId: formData?.slice_id ?? null, queryContext: body }];
};

/**
 * The chart queries a page sends from now on (the network log): `charts()` lists the charts that
 * queried, sorted, leaving out filters' options queries; `clear()` starts a new count.
 */
export const logChartQueries = (page: Page) => {
  let log: LoggedChartQuery[] = [];
  let requests = 0;
  page.on('request', (request) => {
    const queries = chartQueriesOf(request);
    if (queries.length === 0) return;
    requests += 1;
    log.push(...queries);
  });
  return {
    entries: (): LoggedChartQuery[] => [...log],
    charts: (): number[] =>
      log
        .flatMap((q) => (q.sliceId === null ? [] : [q.sliceId]))
        .filter((id, i, all) => all.indexOf(id) === i)
        .sort((a, b) => a - b),
    requests: (): number => requests,
    clear: (): void => {
      log = [];
      requests = 0;
    },
  };
};
