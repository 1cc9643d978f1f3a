import {
  humanizeCrontab,
  naturalTime,
  ReportExtraSchema,
  type ReportCreationMethod,
  type ReportFormat,
  type ReportSchedule,
  type ReportState,
  type ReportType,
  type ReportValidatorType,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

import { withAuditUsers, type AuditUsers } from '../shared/audit-users.js';

/** Schedules as the API answers them (Superset's show_columns), with owners and recipients. */
const rowsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('report_schedules as r')
    .leftJoin('charts as c', 'c.id', 'r.chart_id')
    .leftJoin('dashboards as d', 'd.id', 'r.dashboard_id')
    .leftJoin('databases as db', 'db.id', 'r.database_id')
    .selectAll('r')
    .select(['c.slice_name', 'c.viz_type', 'd.dashboard_title', 'db.database_name']);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number] & AuditUsers;

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
  created_by: r.created_by,
  changed_by: r.changed_by,
  created_on: r.created_on,
  changed_on: r.changed_on,
  changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
});

/** The API shape of the given schedules, by id. */
export const loadApi = async (db: Kysely<DB>, ids: number[]): Promise<Map<number, ReportSchedule>> => {
  if (ids.length === 0) return new Map();
  const rows = await withAuditUsers(db, await rowsQuery(db).where('r.id', 'in', ids).execute());
  const links = await loadLinks(db, ids);
  return new Map(rows.map((r) => [r.id, toApi(r, links)]));
};
