import {
  reportFormatsFor,
  type ReportCreationMethod,
  type ReportFormat,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportType,
  type ReportValidatorOperator,
} from '@tessera/core';

/** Superset's alert condition select: the six operators and 'not null'. */
export type AlertCondition = ReportValidatorOperator | 'not null';
export const ALERT_CONDITIONS: readonly AlertCondition[] = ['<', '<=', '>', '>=', '==', '!=', 'not null'];

export type ReportContentKind = 'dashboard' | 'chart';

/** The modal's fields; numbers the user types stay text until they are sent. */
export interface ReportForm {
  type: ReportType;
  name: string;
  description: string;
  active: boolean;
  crontab: string;
  timezone: string;
  creationMethod: ReportCreationMethod;
  contentKind: ReportContentKind;
  dashboard: number | null;
  chart: number | null;
  format: ReportFormat;
  forceScreenshot: boolean;
  customWidth: string;
  database: number | null;
  sql: string;
  condition: AlertCondition;
  threshold: string;
  emailTo: string;
  emailCc: string;
  emailBcc: string;
  webhook: string;
  workingTimeout: string;
  gracePeriod: string;
  logRetention: string;
}

interface RecipientConfig {
  target?: string;
  ccTarget?: string;
  bccTarget?: string;
}

const parseJson = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A new schedule: Superset's defaults (working timeout 1 h, grace period 4 h, logs kept 90 days). */
export const newReportForm = (
  type: ReportType,
  fixed: { kind: ReportContentKind; id: number; creationMethod: ReportCreationMethod; name: string } | null,
): ReportForm => ({
  type,
  name: fixed?.name ?? '',
  description: '',
  active: true,
  crontab: '0 9 * * *',
  timezone: browserZone(),
  creationMethod: fixed?.creationMethod ?? 'alerts_reports',
  contentKind: fixed?.kind ?? 'dashboard',
  dashboard: fixed?.kind === 'dashboard' ? fixed.id : null,
  chart: fixed?.kind === 'chart' ? fixed.id : null,
  format: 'PNG',
  forceScreenshot: fixed?.kind === 'chart',
  customWidth: '',
  database: null,
  sql: '',
  condition: 'not null',
  threshold: '',
  emailTo: '',
  emailCc: '',
  emailBcc: '',
  webhook: '',
  workingTimeout: '3600',
  gracePeriod: '14400',
  logRetention: '90',
});

/** An existing schedule as the modal edits it. */
export const reportFormOf = (r: ReportSchedule): ReportForm => {
  const validator = parseJson<{ op?: ReportValidatorOperator; threshold?: number }>(r.validator_config_json);
  const email = r.recipients.find((x) => x.type === 'Email');
  const emailCfg = email ? parseJson<RecipientConfig>(email.recipient_config_json) : null;
  const hook = r.recipients.find((x) => x.type === 'Webhook');
  return {
    type: r.type,
    name: r.name,
    description: r.description ?? '',
    active: r.active,
    crontab: r.crontab,
    timezone: r.timezone,
    creationMethod: r.creation_method,
    contentKind: r.chart_id !== null ? 'chart' : 'dashboard',
    dashboard: r.dashboard_id,
    chart: r.chart_id,
    format: r.report_format,
    forceScreenshot: r.force_screenshot,
    customWidth: r.custom_width === null ? '' : String(r.custom_width),
    database: r.database?.id ?? null,
    sql: r.sql ?? '',
    condition: r.validator_type === 'operator' ? (validator?.op ?? '>') : 'not null',
    threshold: validator?.threshold === undefined ? '' : String(validator.threshold),
    emailTo: emailCfg?.target ?? '',
    emailCc: emailCfg?.ccTarget ?? '',
    emailBcc: emailCfg?.bccTarget ?? '',
    webhook: hook ? (parseJson<RecipientConfig>(hook.recipient_config_json)?.target ?? '') : '',
    workingTimeout: String(r.working_timeout),
    gracePeriod: String(r.grace_period),
    logRetention: String(r.log_retention),
  };
};

/** The formats the chosen content allows; a format the other content allowed falls back to PNG. */
export const withContentKind = (form: ReportForm, kind: ReportContentKind): ReportForm => ({
  ...form,
  contentKind: kind,
  format: reportFormatsFor(kind).includes(form.format) ? form.format : 'PNG',
});

const int = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The `POST`/`PUT /api/v1/report/` body in Superset's shapes (validator_type + validator_config_json). */
export const reportPayloadOf = (f: ReportForm): ReportScheduleCreate => {
  const recipients: NonNullable<ReportScheduleCreate['recipients']> = [];
  if (f.emailTo.trim() !== '' || f.emailCc.trim() !== '' || f.emailBcc.trim() !== '')
    recipients.push({
      type: 'Email',
      recipient_config_json: {
        target: f.emailTo.trim(),
        ...(f.emailCc.trim() !== '' && { ccTarget: f.emailCc.trim() }),
        ...(f.emailBcc.trim() !== '' && { bccTarget: f.emailBcc.trim() }),
      },
    });
  if (f.webhook.trim() !== '')
    recipients.push({ type: 'Webhook', recipient_config_json: { target: f.webhook.trim() } });
  const alert = f.type === 'Alert';
  const width = int(f.customWidth);
  return {
    type: f.type,
    name: f.name.trim(),
    description: f.description,
    active: f.active,
    crontab: f.crontab.trim(),
    timezone: f.timezone,
    creation_method: f.creationMethod,
    dashboard: f.contentKind === 'dashboard' ? f.dashboard : null,
    chart: f.contentKind === 'chart' ? f.chart : null,
    report_format: f.format,
    force_screenshot: f.forceScreenshot,
    custom_width: width ?? null,
    database: alert ? f.database : null,
    sql: alert ? f.sql : null,
    validator_type: alert ? (f.condition === 'not null' ? 'not null' : 'operator') : null,
    validator_config_json:
      alert && f.condition !== 'not null' ? { op: f.condition, threshold: int(f.threshold) } : null,
    working_timeout: int(f.workingTimeout),
    grace_period: alert ? int(f.gracePeriod) : undefined,
    log_retention: int(f.logRetention),
    recipients,
  };
};
