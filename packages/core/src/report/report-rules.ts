import type {
  ReportFormat,
  ReportScheduleCreate,
  ReportValidatorConfig,
  ReportValidatorOperator,
  ReportValidatorType,
} from './report-schedule.js';

export interface ReportIssue {
  field: string;
  message: string;
}

/** True when `tz` is an IANA zone this runtime knows (what the scheduler will compute in). */
export const isKnownTimezone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/**
 * What each content can be sent as (Superset's modal: a dashboard as PNG or PDF; a chart also as
 * its data, CSV, XLSX or text embedded in the mail).
 */
export const reportFormatsFor = (content: 'dashboard' | 'chart'): readonly ReportFormat[] =>
  content === 'dashboard' ? ['PNG', 'PDF'] : ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'];

/**
 * The cross-field rules of Superset's CreateReportScheduleCommand / UpdateReportScheduleCommand,
 * on the schedule as it will be stored (the update merged over the current row), with its messages:
 * a chart xor a dashboard (a report saved from a menu must name its object), and an alert needs a
 * database, SQL and a validator (an operator validator needs `op` and `threshold`).
 */
export const reportScheduleIssues = (r: ReportScheduleCreate): ReportIssue[] => {
  const issues: ReportIssue[] = [];
  const chart = r.chart ?? null;
  const dashboard = r.dashboard ?? null;
  if (r.creation_method === 'charts' && chart === null)
    issues.push({ field: 'chart', message: 'Please save your chart first, then try creating a new email report.' });
  else if (r.creation_method === 'dashboards' && dashboard === null)
    issues.push({
      field: 'dashboard',
      message: 'Please save your dashboard first, then try creating a new email report.',
    });
  else if (chart !== null && dashboard !== null)
    issues.push({ field: 'chart', message: 'Choose a chart or dashboard not both' });
  else if (chart === null && dashboard === null)
    issues.push({ field: 'chart', message: 'Must choose either a chart or a dashboard' });
  // Superset offers data formats for charts only: a dashboard has no single result to send.
  if (dashboard !== null && chart === null && !reportFormatsFor('dashboard').includes(r.report_format ?? 'PNG'))
    issues.push({ field: 'report_format', message: 'CSV, XLSX and TEXT reports need a chart' });
  if (r.timezone !== undefined && !isKnownTimezone(r.timezone))
    issues.push({ field: 'timezone', message: `Unknown time zone: ${r.timezone}` });
  if (r.type === 'Alert') {
    if (!r.database) issues.push({ field: 'database', message: 'Database is required for alerts' });
    if (!r.sql?.trim()) issues.push({ field: 'sql', message: 'SQL is required for alerts' });
    if (!r.validator_type) issues.push({ field: 'validator_type', message: 'Validator type is required for alerts' });
    else if (r.validator_type === 'operator') {
      const cfg = r.validator_config_json ?? {};
      if (!cfg.op) issues.push({ field: 'validator_config_json', message: 'An operator is required' });
      if (cfg.threshold === undefined)
        issues.push({ field: 'validator_config_json', message: 'A threshold is required' });
    }
  }
  for (const [i, rec] of (r.recipients ?? []).entries()) {
    if (rec.type === 'Webhook' && !/^https?:\/\/\S+$/.test(rec.recipient_config_json.target))
      issues.push({ field: `recipients.${i}.recipient_config_json.target`, message: 'Not a valid webhook URL' });
    if (rec.type === 'Email') {
      const bad = [
        ...splitRecipients(rec.recipient_config_json.target),
        ...splitRecipients(rec.recipient_config_json.ccTarget ?? ''),
        ...splitRecipients(rec.recipient_config_json.bccTarget ?? ''),
      ].find((a) => !/^[^\s@]+@[^\s@]+$/.test(a));
      if (bad !== undefined)
        issues.push({ field: `recipients.${i}.recipient_config_json.target`, message: `Not a valid email: ${bad}` });
    }
  }
  return issues;
};

/** Superset's modal accepts addresses separated by commas or semicolons. */
export const splitRecipients = (list: string): string[] =>
  list
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const compare: Record<ReportValidatorOperator, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/**
 * Superset's AlertCommand validators: 'not null' holds when the first cell of the first row is
 * neither null nor 0; 'operator' compares that value (which must be numeric) with the threshold.
 * The SQL must answer at most one row and one column, else the alert is in error.
 */
export const alertConditionHolds = (
  type: ReportValidatorType,
  config: ReportValidatorConfig,
  value: number | null,
): boolean => {
  if (type === 'not null') return value !== null && value !== 0;
  if (value === null || config.op === undefined || config.threshold === undefined) return false;
  return compare[config.op](value, config.threshold);
};

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (s: string) => s.padStart(2, '0');

/** The crontab forms the list words (Superset's crontab_humanized); null for the uncommon ones. */
export type CrontabDescription =
  | { kind: 'every-minute' }
  | { kind: 'every-n-minutes'; minutes: number }
  | { kind: 'at'; time: string; days: readonly string[] | null };

/** Reads a crontab into a CrontabDescription; the web words it in the user's language. */
export const describeCrontab = (crontab: string): CrontabDescription | null => {
  const f = crontab.trim().split(/\s+/);
  if (f.length !== 5) return null;
  const [min, hour, dom, mon, dow] = f as [string, string, string, string, string];
  const daily = dom === '*' && mon === '*';
  if (daily && dow === '*' && hour === '*' && min === '*') return { kind: 'every-minute' };
  const step = /^\*\/(\d+)$/.exec(min);
  if (daily && dow === '*' && hour === '*' && step) return { kind: 'every-n-minutes', minutes: Number(step[1]) };
  if (daily && /^\d+$/.test(min) && /^\d+$/.test(hour)) {
    const time = `${pad(hour)}:${pad(min)}`;
    if (dow === '*') return { kind: 'at', time, days: null };
    const days = dow.split(',').map((d) => (/^[0-7]$/.test(d) ? DAYS[Number(d) % 7] : undefined));
    if (days.every((d) => d !== undefined)) return { kind: 'at', time, days };
  }
  return null;
};

/** A readable crontab in English (Superset's crontab_humanized); uncommon forms stay as written. */
export const humanizeCrontab = (crontab: string): string => {
  const d = describeCrontab(crontab);
  if (d === null) return crontab;
  if (d.kind === 'every-minute') return 'Every minute';
  if (d.kind === 'every-n-minutes') return `Every ${d.minutes} minutes`;
  return d.days === null ? `At ${d.time}` : `At ${d.time}, only on ${d.days.join(', ')}`;
};
