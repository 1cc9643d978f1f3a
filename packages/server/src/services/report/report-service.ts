import { randomUUID } from 'node:crypto';
import {
  canAccessDatabase,
  humanizeCrontab,
  naturalTime,
  reportScheduleIssues,
  ReportExtraSchema,
  type ListQuery,
  type ReportCreationMethod,
  type ReportFormat,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportScheduleUpdate,
  type ReportState,
  type ReportType,
  type ReportValidatorType,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import { callerOf, type RequestAuth } from '../../auth/caller.js';
import type { DB } from '../../db/schema.js';
import { notFound, nowIso, unprocessable } from '../../http/http-error.js';
import { loadVisibleChart } from '../chart/chart-access.js';
import { loadVisibleDashboardId } from '../dashboard/dashboard-service.js';
import { resolveOwners } from '../shared/owners.js';
import { userRef } from '../shared/list/row-helpers.js';
import { runList } from '../shared/list/run-list.js';
import { dashboardListCtx } from '../shared/visibility.js';
import { crontabError } from './report-crontab.js';
import { reportListCtx, reportListResource, reportVisible } from './report-list-resource.js';

const rowsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('report_schedules as r')
    .leftJoin('charts as c', 'c.id', 'r.chart_id')
    .leftJoin('dashboards as d', 'd.id', 'r.dashboard_id')
    .leftJoin('databases as db', 'db.id', 'r.database_id')
    .leftJoin('users as cb', 'cb.id', 'r.created_by_fk')
    .leftJoin('users as mb', 'mb.id', 'r.changed_by_fk')
    .selectAll('r')
    .select([
      'c.slice_name',
      'c.viz_type',
      'd.dashboard_title',
      'db.database_name',
      'cb.id as cb_id',
      'cb.first_name as cb_first',
      'cb.last_name as cb_last',
      'mb.id as mb_id',
      'mb.first_name as mb_first',
      'mb.last_name as mb_last',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

const parseExtra = (text: string) => {
  try {
    const parsed = ReportExtraSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
};

/** Owners and recipients of the given schedules, grouped by schedule. */
const loadLinks = async (db: Kysely<DB>, ids: number[]) => {
  if (ids.length === 0) return { owners: new Map(), recipients: new Map() };
  const owners = await db
    .selectFrom('report_owners as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.report_schedule_id as key', 'u.id', 'u.first_name', 'u.last_name'])
    .where('o.report_schedule_id', 'in', ids)
    .orderBy('u.id')
    .execute();
  const recipients = await db
    .selectFrom('report_recipients')
    .select(['report_schedule_id as key', 'id', 'type', 'recipient_config_json'])
    .where('report_schedule_id', 'in', ids)
    .orderBy('id')
    .execute();
  const group = <T extends { key: number }>(rows: T[]) => {
    const m = new Map<number, Omit<T, 'key'>[]>();
    for (const { key, ...rest } of rows) m.set(key, [...(m.get(key) ?? []), rest]);
    return m;
  };
  return { owners: group(owners), recipients: group(recipients) };
};

const toApi = (r: Row, links: Awaited<ReturnType<typeof loadLinks>>): ReportSchedule => ({
  id: r.id,
  type: r.type as ReportType,
  name: r.name,
  description: r.description,
  context_markdown: r.context_markdown,
  active: r.active === 1,
  crontab: r.crontab,
  crontab_humanized: humanizeCrontab(r.crontab),
  timezone: r.timezone,
  creation_method: r.creation_method as ReportCreationMethod,
  chart: r.chart_id === null ? null : { id: r.chart_id, slice_name: r.slice_name ?? '', viz_type: r.viz_type ?? '' },
  chart_id: r.chart_id,
  dashboard: r.dashboard_id === null ? null : { id: r.dashboard_id, dashboard_title: r.dashboard_title ?? '' },
  dashboard_id: r.dashboard_id,
  database: r.database_id === null ? null : { id: r.database_id, database_name: r.database_name ?? '' },
  sql: r.sql,
  validator_type: r.validator_type as ReportValidatorType | null,
  validator_config_json: r.validator_config_json,
  report_format: r.report_format as ReportFormat,
  custom_width: r.custom_width,
  force_screenshot: r.force_screenshot === 1,
  grace_period: r.grace_period,
  working_timeout: r.working_timeout,
  log_retention: r.log_retention,
  last_state: r.last_state as ReportState,
  last_eval_dttm: r.last_eval_dttm,
  last_value: r.last_value,
  last_value_row_json: r.last_value_row_json,
  owners: links.owners.get(r.id) ?? [],
  recipients: (links.recipients.get(r.id) ?? []).map(
    (x: { id: number; type: string; recipient_config_json: string }) => ({
      id: x.id,
      type: x.type === 'Webhook' ? 'Webhook' : 'Email',
      recipient_config_json: x.recipient_config_json,
    }),
  ),
  extra: parseExtra(r.extra_json),
  created_by: userRef(r.cb_id, r.cb_first, r.cb_last),
  changed_by: userRef(r.mb_id, r.mb_first, r.mb_last),
  created_on: r.created_on,
  changed_on: r.changed_on,
  changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
});

const loadApi = async (db: Kysely<DB>, ids: number[]): Promise<Map<number, ReportSchedule>> => {
  if (ids.length === 0) return new Map();
  const rows = await rowsQuery(db).where('r.id', 'in', ids).execute();
  const links = await loadLinks(db, ids);
  return new Map(rows.map((r) => [r.id, toApi(r, links)]));
};

/** `GET /api/v1/report/`: what the caller created or owns (admins: everything). */
export const listReports = async (
  db: Kysely<DB>,
  auth: RequestAuth,
  q: ListQuery,
): Promise<{ result: ReportSchedule[]; count: number; ids: number[] }> => {
  const page = await runList(db, reportListResource, q, reportListCtx(auth));
  const byId = await loadApi(db, page.ids);
  return { result: page.ids.flatMap((id) => byId.get(id) ?? []), count: page.count, ids: page.ids };
};

/** A schedule the caller may see; anything else answers 404, as Superset's base filter does. */
export const getReport = async (db: Kysely<DB>, auth: RequestAuth, id: number): Promise<ReportSchedule> => {
  const seen = reportVisible(reportListCtx(auth));
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
const checkWrite = async (db: Kysely<DB>, auth: RequestAuth, merged: ReportScheduleCreate, id: number | null) => {
  const issue = reportScheduleIssues(merged)[0];
  if (issue) throw unprocessable(`${issue.field}: ${issue.message}`, issue.field);
  const cronIssue = crontabError(merged.crontab, merged.timezone ?? 'UTC');
  if (cronIssue) throw unprocessable(`crontab: ${cronIssue}`, 'crontab');
  const caller = callerOf(auth);
  if (merged.chart)
    await loadVisibleChart(db, caller, merged.chart).catch(() => {
      throw unprocessable('chart: Chart does not exist', 'chart');
    });
  if (merged.dashboard)
    await loadVisibleDashboardId(db, dashboardListCtx(auth), String(merged.dashboard)).catch(() => {
      throw unprocessable('dashboard: Dashboard does not exist', 'dashboard');
    });
  if (merged.type === 'Alert' && merged.database) {
    const row = await db
      .selectFrom('databases')
      .select(['id', 'database_name'])
      .where('id', '=', merged.database)
      .executeTakeFirst();
    if (!row || !canAccessDatabase(auth.perms, { id: row.id, name: row.database_name }))
      throw unprocessable('database: Database does not exist', 'database');
  }
  const clash = await db
    .selectFrom('report_schedules')
    .select('id')
    .where('name', '=', merged.name)
    .$if(id !== null, (qb) => qb.where('id', '<>', id ?? 0))
    .executeTakeFirst();
  if (clash) throw unprocessable('name: Name must be unique', 'name');
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
    await trx.deleteFrom('report_owners').where('report_schedule_id', '=', id).execute();
    if (owners.length > 0)
      await trx
        .insertInto('report_owners')
        .values(owners.map((user_id) => ({ report_schedule_id: id, user_id })))
        .execute();
  }
  if (b.recipients) {
    await trx.deleteFrom('report_recipients').where('report_schedule_id', '=', id).execute();
    if (b.recipients.length > 0)
      await trx
        .insertInto('report_recipients')
        .values(
          b.recipients.map((r) => ({
            report_schedule_id: id,
            type: r.type,
            recipient_config_json: JSON.stringify(r.recipient_config_json),
          })),
        )
        .execute();
  }
};

/** `POST /api/v1/report/`: the creator owns it unless owners are named (Superset's populate_owner_list). */
export const createReport = async (
  db: Kysely<DB>,
  auth: RequestAuth,
  body: ReportScheduleCreate,
): Promise<{ id: number; result: ReportScheduleCreate }> => {
  const merged = { ...body, creation_method: body.creation_method ?? 'alerts_reports' } as const;
  await checkWrite(db, auth, merged, null);
  const caller = callerOf(auth);
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
        created_on: now,
        changed_on: now,
        created_by_fk: caller.userId,
        changed_by_fk: caller.userId,
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
  auth: RequestAuth,
  id: number,
  body: ReportScheduleUpdate,
): Promise<{ id: number; result: ReportScheduleUpdate }> => {
  const current = await getReport(db, auth, id);
  const merged: ReportScheduleCreate = { ...asWrite(current), ...body };
  await checkWrite(db, auth, merged, id);
  const caller = callerOf(auth);
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
      .set({ ...columnsOf(body), ...reset, changed_on: nowIso(), changed_by_fk: caller.userId })
      .where('id', '=', id)
      .execute();
    await writeLinks(trx, id, owners, body);
  });
  return { id, result: body };
};

/** Single and bulk delete: every id must be visible to the caller (404 otherwise) before any goes. */
export const deleteReports = async (db: Kysely<DB>, auth: RequestAuth, ids: readonly number[]): Promise<string[]> => {
  const unique = [...new Set(ids)];
  const names: string[] = [];
  for (const id of unique) names.push((await getReport(db, auth, id)).name);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_schedules').where('id', 'in', unique).execute();
  });
  return names;
};
