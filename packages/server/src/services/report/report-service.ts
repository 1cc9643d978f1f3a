import { randomUUID } from 'node:crypto';
import {
  canAccessDatabase,
  reportScheduleIssues,
  type ListQuery,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportScheduleUpdate,
  type Caller,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflict, notFound, nowIso, unprocessable } from '../../http/http-error.js';
import { loadVisibleChart } from '../chart/chart-access.js';
import { loadVisibleDashboardId } from '../dashboard/dashboard-service.js';
import { resolveOwners } from '../shared/owners.js';
import { runList } from '../shared/list/run-list.js';
import { crontabError } from './report-crontab.js';
import { reportListResource, reportVisible } from './report-list-resource.js';
import { loadApi } from './report-read.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { replaceLinkRows } from '../shared/links.js';

/** `GET /api/v1/report/`: what the caller created or owns (admins: everything). */
export const listReports = async (
  db: Kysely<DB>,
  caller: Caller,
  q: ListQuery,
): Promise<{ result: ReportSchedule[]; count: number; ids: number[] }> => {
  const page = await runList(db, reportListResource, q, caller);
  const byId = await loadApi(db, page.ids);
  return { result: page.ids.flatMap((id) => byId.get(id) ?? []), count: page.count, ids: page.ids };
};

/** A schedule the caller may see; anything else answers 404, as Superset's base filter does. */
export const getReport = async (db: Kysely<DB>, caller: Caller, id: number): Promise<ReportSchedule> => {
  const seen = reportVisible(caller);
  const row = await db
    .selectFrom('report_schedules')
    .select('id')
    .where('id', '=', id)
    .where((eb) => (seen ? seen(eb) : eb.lit(true)))
    .executeTakeFirst();
  const found = row ? (await loadApi(db, [row.id])).get(row.id) : undefined;
  if (!found) throw notFound('Report Schedule');
  return found;
};

/** The stored schedule in the create body's shape, so an update is checked merged over it. */
const asWrite = (r: ReportSchedule): ReportScheduleCreate => ({
  type: r.type,
  name: r.name,
  crontab: r.crontab,
  timezone: r.timezone,
  creation_method: r.creation_method,
  chart: r.chart_id,
  dashboard: r.dashboard_id,
  database: r.database?.id ?? null,
  sql: r.sql,
  validator_type: r.validator_type,
  validator_config_json: r.validator_config_json ? (JSON.parse(r.validator_config_json) as object) : null,
  recipients: r.recipients.map((x) => ({
    type: x.type,
    recipient_config_json: JSON.parse(x.recipient_config_json) as { target: string },
  })),
});

/** Rules, crontab and the objects it drags along: the caller must be able to see each of them. */
const checkWrite = async (db: Kysely<DB>, caller: Caller, merged: ReportScheduleCreate, id: number | null) => {
  const issue = reportScheduleIssues(merged)[0];
  if (issue) throw unprocessable(`${issue.field}: ${issue.message}`, issue.field);
  const cronIssue = crontabError(merged.crontab, merged.timezone ?? 'UTC');
  if (cronIssue) throw unprocessable(`crontab: ${cronIssue}`, 'crontab');
  if (merged.chart)
    await loadVisibleChart(db, caller, merged.chart).catch(() => {
      throw unprocessable('chart: Chart does not exist', 'chart');
    });
  if (merged.dashboard)
    await loadVisibleDashboardId(db, caller, String(merged.dashboard)).catch(() => {
      throw unprocessable('dashboard: Dashboard does not exist', 'dashboard');
    });
  if (merged.type === 'Alert' && merged.database) {
    const row = await db
      .selectFrom('databases')
      .select(['id', 'database_name'])
      .where('id', '=', merged.database)
      .executeTakeFirst();
    if (!row || !canAccessDatabase(caller.perms, { id: row.id, name: row.database_name }))
      throw unprocessable('database: Database does not exist', 'database');
  }
  // Superset's validate_update_uniqueness: names are unique per type (an alert and a report may share one).
  const clash = await db
    .selectFrom('report_schedules')
    .select('id')
    .where('name', '=', merged.name)
    .where('type', '=', merged.type)
    .$if(id !== null, (qb) => qb.where('id', '<>', id ?? 0))
    .executeTakeFirst();
  if (clash)
    throw unprocessable(
      merged.type === 'Alert'
        ? `name: An alert named "${merged.name}" already exists`
        : `name: A report named "${merged.name}" already exists`,
      'name',
    );
};

/**
 * Superset's validate_unique_creation_method: a report made from a chart's or dashboard's menu is
 * the caller's one report there, so a second is refused with 409 (the list page may add more).
 */
const checkAttachable = async (db: Kysely<DB>, caller: Caller, body: ReportScheduleCreate): Promise<void> => {
  const method = body.creation_method;
  if (method !== 'charts' && method !== 'dashboards') return;
  const attached = await db
    .selectFrom('report_schedules')
    .select('id')
    .where('created_by_fk', '=', caller.userId ?? -1)
    .$if(method === 'charts', (qb) => qb.where('chart_id', '=', body.chart ?? -1))
    .$if(method === 'dashboards', (qb) => qb.where('dashboard_id', '=', body.dashboard ?? -1))
    .executeTakeFirst();
  if (attached) throw conflict('Resource already has an attached report.');
};

const columnsOf = (b: ReportScheduleUpdate) => ({
  type: b.type,
  name: b.name,
  description: b.description,
  context_markdown: b.context_markdown,
  crontab: b.crontab,
  timezone: b.timezone,
  creation_method: b.creation_method,
  chart_id: b.chart,
  dashboard_id: b.dashboard,
  database_id: b.database,
  sql: b.sql,
  validator_type: b.validator_type,
  validator_config_json:
    b.validator_config_json === undefined
      ? undefined
      : b.validator_config_json && JSON.stringify(b.validator_config_json),
  report_format: b.report_format,
  custom_width: b.custom_width,
  grace_period: b.grace_period,
  working_timeout: b.working_timeout,
  log_retention: b.log_retention,
  extra_json: b.extra === undefined ? undefined : JSON.stringify(b.extra),
  active: b.active === undefined ? undefined : b.active ? 1 : 0,
  force_screenshot: b.force_screenshot === undefined ? undefined : b.force_screenshot ? 1 : 0,
});

const writeLinks = async (trx: Transaction<DB>, id: number, owners: number[] | null, b: ReportScheduleUpdate) => {
  if (owners) {
    const rows = owners.map((user_id) => ({ report_schedule_id: id, user_id }));
    await replaceLinkRows(trx, 'report_owners', 'report_schedule_id', id, rows);
  }
  if (b.recipients) {
    const rows = b.recipients.map((r) => ({
      report_schedule_id: id,
      type: r.type,
      recipient_config_json: JSON.stringify(r.recipient_config_json),
    }));
    await replaceLinkRows(trx, 'report_recipients', 'report_schedule_id', id, rows);
  }
};

/** `POST /api/v1/report/`: the creator owns it unless owners are named (Superset's populate_owner_list). */
export const createReport = async (
  db: Kysely<DB>,
  caller: Caller,
  body: ReportScheduleCreate,
): Promise<{ id: number; result: ReportScheduleCreate }> => {
  const merged = { ...body, creation_method: body.creation_method ?? 'alerts_reports' } as const;
  await checkWrite(db, caller, merged, null);
  await checkAttachable(db, caller, merged);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const owners = await resolveOwners(trx, caller, body.owners, null);
    const { id } = await trx
      .insertInto('report_schedules')
      .values({
        ...columnsOf(merged),
        type: body.type,
        name: body.name,
        crontab: body.crontab,
        uuid: randomUUID(),
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLinks(trx, id, owners, body);
    return id;
  });
  return { id, result: body };
};

/** `PUT /api/v1/report/{pk}`: any subset (the list's active toggle sends `{active}` alone). */
export const updateReport = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  body: ReportScheduleUpdate,
): Promise<{ id: number; result: ReportScheduleUpdate }> => {
  const current = await getReport(db, caller, id);
  const merged: ReportScheduleCreate = { ...asWrite(current), ...body };
  await checkWrite(db, caller, merged, id);
  await db.transaction().execute(async (trx) => {
    const owners =
      body.owners === undefined
        ? null
        : await resolveOwners(
            trx,
            caller,
            body.owners,
            current.owners.map((o) => o.id),
          );
    // Superset resets the state when a schedule is switched back on, so a stale grace period ends.
    const reset = body.active === true && !current.active ? { last_state: 'Not triggered' } : {};
    await trx
      .updateTable('report_schedules')
      .set({ ...columnsOf(body), ...reset, ...changedAudit(caller.userId) })
      .where('id', '=', id)
      .execute();
    await writeLinks(trx, id, owners, body);
  });
  return { id, result: body };
};

/** Single and bulk delete: every id must be visible to the caller (404 otherwise) before any goes. */
export const deleteReports = async (db: Kysely<DB>, caller: Caller, ids: readonly number[]): Promise<string[]> => {
  const unique = [...new Set(ids)];
  const names: string[] = [];
  for (const id of unique) names.push((await getReport(db, caller, id)).name);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_schedules').where('id', 'in', unique).execute();
  });
  return names;
};
