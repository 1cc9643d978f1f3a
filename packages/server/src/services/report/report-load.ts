import {
  ReportExtraSchema,
  ReportRecipientConfigSchema,
  ReportValidatorConfigSchema,
  type ReportFormat,
  type ReportRecipientType,
  type ReportState,
  type ReportType,
  type ReportValidatorType,
} from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { DB, ReportSchedulesTable } from '../../db/schema.js';
import type { ScheduleForRun } from './report-run-types.js';

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** Superset's default executor: the last modifier if an owner, else the creator if an owner, else the first owner. */
const executorOf = (row: Selectable<ReportSchedulesTable>, ownerIds: number[]): number | null => {
  for (const candidate of [row.changed_by_fk, row.created_by_fk])
    if (candidate !== null && ownerIds.includes(candidate)) return candidate;
  return ownerIds[0] ?? row.created_by_fk;
};

/**
 * The active schedules with what a run needs (owners' addresses, recipients, parsed JSON);
 * `includeInactive` for 'Send test now', which runs a paused schedule too.
 */
export const loadSchedulesForRun = async (
  db: Kysely<DB>,
  ids?: number[],
  opts: { includeInactive?: boolean } = {},
): Promise<ScheduleForRun[]> => {
  const rows = await db
    .selectFrom('report_schedules')
    .selectAll()
    .$if(opts.includeInactive !== true, (qb) => qb.where('active', '=', 1))
    .$if(ids !== undefined, (qb) => qb.where('id', 'in', ids?.length ? ids : [-1]))
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const rowIds = rows.map((r) => r.id);
  const owners = await db
    .selectFrom('report_owners as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.report_schedule_id', 'u.id', 'u.email'])
    .where('o.report_schedule_id', 'in', rowIds)
    .orderBy('u.id')
    .execute();
  const recipients = await db
    .selectFrom('report_recipients')
    .selectAll()
    .where('report_schedule_id', 'in', rowIds)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const mine = owners.filter((o) => o.report_schedule_id === r.id);
    const validator = ReportValidatorConfigSchema.safeParse(parseJson(r.validator_config_json));
    const extra = ReportExtraSchema.safeParse(parseJson(r.extra_json));
    return {
      id: r.id,
      type: r.type as ReportType,
      name: r.name,
      description: r.description,
      crontab: r.crontab,
      timezone: r.timezone,
      chartId: r.chart_id,
      dashboardId: r.dashboard_id,
      databaseId: r.database_id,
      sql: r.sql,
      validatorType: r.validator_type as ReportValidatorType | null,
      validatorConfig: validator.success ? validator.data : {},
      format: r.report_format as ReportFormat,
      customWidth: r.custom_width,
      workingTimeout: r.working_timeout,
      gracePeriod: r.grace_period,
      logRetention: r.log_retention,
      lastState: r.last_state as ReportState,
      lastEvalIso: r.last_eval_dttm,
      extra: extra.success ? extra.data : {},
      recipients: recipients
        .filter((x) => x.report_schedule_id === r.id)
        .flatMap((x) => {
          const cfg = ReportRecipientConfigSchema.safeParse(parseJson(x.recipient_config_json));
          return cfg.success ? [{ type: x.type as ReportRecipientType, config: cfg.data }] : [];
        }),
      owners: mine.map((o) => ({ id: o.id, email: o.email })),
      executorId: executorOf(
        r,
        mine.map((o) => o.id),
      ),
    };
  });
};
