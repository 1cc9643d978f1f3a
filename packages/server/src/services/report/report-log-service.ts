import type { Caller, ListQuery, ReportExecutionLog, ReportState } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { getReport } from './report-service.js';

const ORDER = ['start_dttm', 'end_dttm', 'scheduled_dttm', 'state', 'id'] as const;
type Order = (typeof ORDER)[number];
const isOrder = (s: string): s is Order => (ORDER as readonly string[]).includes(s);

type LogRow = Awaited<ReturnType<ReturnType<typeof logQuery>['execute']>>[number];
const logQuery = (db: Kysely<DB>, reportId: number) =>
  db
    .selectFrom('report_execution_logs')
    .select([
      'id',
      'uuid',
      'scheduled_dttm',
      'start_dttm',
      'end_dttm',
      'value',
      'value_row_json',
      'state',
      'error_message',
    ])
    .where('report_schedule_id', '=', reportId);

const toApi = (r: LogRow): ReportExecutionLog => ({ ...r, state: r.state as ReportState });

/**
 * `GET /api/v1/report/{pk}/log/` (Superset's ReportExecutionLogRestApi): the runs of a schedule
 * the caller may see, newest first by default.
 */
export const listReportLogs = async (
  db: Kysely<DB>,
  caller: Caller,
  reportId: number,
  q: ListQuery,
): Promise<{ result: ReportExecutionLog[]; count: number; ids: number[] }> => {
  await getReport(db, caller, reportId);
  const column = q.order_column ?? 'start_dttm';
  if (!isOrder(column)) throw badRequest(`order_column: Not a sortable column: ${column}`, 'order_column');
  const direction = q.order_direction ?? 'desc';
  const { count } = await db
    .selectFrom('report_execution_logs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('report_schedule_id', '=', reportId)
    .executeTakeFirstOrThrow();
  const rows = await logQuery(db, reportId)
    .orderBy(column, direction)
    .orderBy('id', direction)
    .$if(q.page_size >= 0, (qb) => qb.limit(q.page_size).offset(q.page * q.page_size))
    .execute();
  return { result: rows.map(toApi), count: Number(count), ids: rows.map((r) => r.id) };
};

export const getReportLog = async (
  db: Kysely<DB>,
  caller: Caller,
  reportId: number,
  logId: number,
): Promise<ReportExecutionLog> => {
  await getReport(db, caller, reportId);
  const row = await logQuery(db, reportId).where('id', '=', logId).executeTakeFirst();
  if (!row) throw notFound('Report Schedule Log');
  return toApi(row);
};
