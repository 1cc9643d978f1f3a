import { z } from 'zod';
import { ChartUserSchema } from '../model/chart.js';
import { limitedText, requiredText } from '../model/field-text.js';
import { cronIssueMessage, crontabIssue } from './report-cron.js';

/** Superset's ReportScheduleType. */
export const REPORT_TYPES = ['Report', 'Alert'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Superset's ReportDataFormat (XLSX as its newer releases add it). */
export const REPORT_FORMATS = ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Superset's ReportState: what a schedule's last run (and each log row) ended in. */
export const REPORT_STATES = ['Success', 'Working', 'Error', 'Not triggered', 'On Grace'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Superset's ReportCreationMethod: from a chart's menu, a dashboard's menu, or the list page. */
export const REPORT_CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;
export type ReportCreationMethod = (typeof REPORT_CREATION_METHODS)[number];

/** Superset's ReportScheduleValidatorType and the operators of its operator validator. */
export const REPORT_VALIDATOR_TYPES = ['not null', 'operator'] as const;
export type ReportValidatorType = (typeof REPORT_VALIDATOR_TYPES)[number];
export const REPORT_VALIDATOR_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;
export type ReportValidatorOperator = (typeof REPORT_VALIDATOR_OPERATORS)[number];

export const REPORT_RECIPIENT_TYPES = ['Email', 'Webhook'] as const;
export type ReportRecipientType = (typeof REPORT_RECIPIENT_TYPES)[number];

/** Superset sends these JSON objects as text on read; writes accept either. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

export const ReportValidatorConfigSchema = z.object({
  op: z.enum(REPORT_VALIDATOR_OPERATORS).optional(),
  threshold: z.number().optional(),
});
export type ReportValidatorConfig = z.infer<typeof ReportValidatorConfigSchema>;

/** Email recipients are comma (or semicolon) separated lists, as Superset's modal sends them. */
export const ReportRecipientConfigSchema = z.object({
  target: z.string().trim().min(1, 'Recipients are required').max(4096),
  ccTarget: z.string().max(4096).optional(),
  bccTarget: z.string().max(4096).optional(),
});
export type ReportRecipientConfig = z.infer<typeof ReportRecipientConfigSchema>;

export const ReportRecipientSchema = z.object({
  type: z.enum(REPORT_RECIPIENT_TYPES),
  recipient_config_json: jsonText(ReportRecipientConfigSchema),
});
export type ReportRecipient = z.infer<typeof ReportRecipientSchema>;

/** What of the dashboard a report shows: its saved filter state and the active tabs. */
export const ReportExtraSchema = z.object({
  dashboard: z
    .object({
      anchor: z.string().max(256).optional(),
      activeTabs: z.array(z.string().max(256)).max(100).optional(),
      dataMask: z.record(z.string(), z.unknown()).optional(),
      urlParams: z
        .array(z.tuple([z.string(), z.string()]))
        .max(100)
        .optional(),
    })
    .optional(),
});
export type ReportExtra = z.infer<typeof ReportExtraSchema>;

const seconds = (label: string) => z.number().int().min(1, `${label} must be at least 1`).max(31_536_000);

/** The writable fields of Superset's ReportSchedulePostSchema. */
const ReportFieldsSchema = z.object({
  type: z.enum(REPORT_TYPES),
  name: requiredText('Name', 150),
  description: limitedText('Description', 1000).nullable().optional(),
  context_markdown: limitedText('Context markdown', 65_536).nullable().optional(),
  active: z.boolean().optional(),
  // Superset's validate_crontab: a bad schedule is a 400 naming `crontab`, worded for people.
  crontab: requiredText('Crontab', 1000).superRefine((value, ctx) => {
    const issue = crontabIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: cronIssueMessage(issue) });
  }),
  timezone: z.string().max(100).optional(),
  creation_method: z.enum(REPORT_CREATION_METHODS).optional(),
  chart: z.number().int().positive().nullable().optional(),
  dashboard: z.number().int().positive().nullable().optional(),
  database: z.number().int().positive().nullable().optional(),
  sql: limitedText('SQL', 1_000_000).nullable().optional(),
  validator_type: z.enum(REPORT_VALIDATOR_TYPES).nullable().optional(),
  validator_config_json: jsonText(ReportValidatorConfigSchema).nullable().optional(),
  report_format: z.enum(REPORT_FORMATS).optional(),
  custom_width: z.number().int().min(600).max(2400).nullable().optional(),
  force_screenshot: z.boolean().optional(),
  grace_period: seconds('Grace period').optional(),
  working_timeout: seconds('Working timeout').optional(),
  log_retention: z.number().int().min(0).max(3650).optional(),
  owners: z.array(z.number().int().positive()).max(100).optional(),
  recipients: z.array(ReportRecipientSchema).max(20).optional(),
  extra: ReportExtraSchema.optional(),
});

/** `POST /api/v1/report/`. The cross-field rules are `reportScheduleIssues` (they need the merged row on update). */
export const ReportScheduleCreateSchema = ReportFieldsSchema;
export type ReportScheduleCreate = z.infer<typeof ReportScheduleCreateSchema>;

/** `PUT /api/v1/report/{pk}`: any subset, e.g. `{active: false}` from the list's toggle. */
export const ReportScheduleUpdateSchema = ReportFieldsSchema.partial();
export type ReportScheduleUpdate = z.infer<typeof ReportScheduleUpdateSchema>;

const Ref = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.number().int(), ...shape }).nullable();

/** One schedule as list and show answer it (Superset's show_columns; JSON fields as text). */
export const ReportScheduleSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  context_markdown: z.string().nullable(),
  active: z.boolean(),
  crontab: z.string(),
  crontab_humanized: z.string(),
  timezone: z.string(),
  creation_method: z.enum(REPORT_CREATION_METHODS),
  chart: Ref({ slice_name: z.string(), viz_type: z.string() }),
  chart_id: z.number().int().nullable(),
  dashboard: Ref({ dashboard_title: z.string() }),
  dashboard_id: z.number().int().nullable(),
  database: Ref({ database_name: z.string() }),
  sql: z.string().nullable(),
  validator_type: z.enum(REPORT_VALIDATOR_TYPES).nullable(),
  validator_config_json: z.string().nullable(),
  report_format: z.enum(REPORT_FORMATS),
  custom_width: z.number().int().nullable(),
  force_screenshot: z.boolean(),
  grace_period: z.number().int(),
  working_timeout: z.number().int(),
  log_retention: z.number().int(),
  last_state: z.enum(REPORT_STATES),
  last_eval_dttm: z.string().nullable(),
  last_value: z.number().nullable(),
  last_value_row_json: z.string().nullable(),
  owners: z.array(ChartUserSchema),
  recipients: z.array(
    z.object({ id: z.number().int(), type: z.enum(REPORT_RECIPIENT_TYPES), recipient_config_json: z.string() }),
  ),
  extra: ReportExtraSchema,
  created_by: ChartUserSchema.nullable(),
  changed_by: ChartUserSchema.nullable(),
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

/** One row of `GET /api/v1/report/{pk}/log/` (Superset's ReportExecutionLogRestApi). */
export const ReportExecutionLogSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  scheduled_dttm: z.string(),
  start_dttm: z.string().nullable(),
  end_dttm: z.string().nullable(),
  value: z.number().nullable(),
  value_row_json: z.string().nullable(),
  state: z.enum(REPORT_STATES),
  error_message: z.string().nullable(),
});
export type ReportExecutionLog = z.infer<typeof ReportExecutionLogSchema>;
