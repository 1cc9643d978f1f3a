import { describe, expect, it } from 'vitest';
import { alertConditionHolds, humanizeCrontab, reportScheduleIssues, splitRecipients } from './report-rules.js';
import type { ReportScheduleCreate } from './report-schedule.js';

const base: ReportScheduleCreate = { type: 'Report', name: 'r', crontab: '0 9 * * *', dashboard: 1 };
const fields = (r: ReportScheduleCreate) => reportScheduleIssues(r).map((i) => i.field);

describe('reportScheduleIssues', () => {
  it('accepts a dashboard report', () => {
    expect(reportScheduleIssues(base)).toEqual([]);
  });
  it('wants a chart xor a dashboard', () => {
    expect(reportScheduleIssues({ ...base, chart: 2 })[0]?.message).toBe('Choose a chart or dashboard not both');
    expect(reportScheduleIssues({ ...base, dashboard: null })[0]?.message).toBe(
      'Must choose either a chart or a dashboard',
    );
    expect(fields({ ...base, dashboard: null, creation_method: 'charts' })).toEqual(['chart']);
  });
  it('keeps data formats for charts', () => {
    expect(fields({ ...base, report_format: 'CSV' })).toEqual(['report_format']);
    expect(fields({ ...base, dashboard: null, chart: 3, report_format: 'TEXT' })).toEqual([]);
  });
  it('names an unknown time zone', () => {
    expect(fields({ ...base, timezone: 'Mars/Olympus' })).toEqual(['timezone']);
    expect(fields({ ...base, timezone: 'Europe/Paris' })).toEqual([]);
  });
  it('wants database, SQL and a validator for alerts', () => {
    expect(fields({ ...base, type: 'Alert' })).toEqual(['database', 'sql', 'validator_type']);
    expect(
      fields({
        ...base,
        type: 'Alert',
        database: 1,
        sql: 'select 1',
        validator_type: 'operator',
        validator_config_json: {},
      }),
    ).toEqual(['validator_config_json', 'validator_config_json']);
  });
  it('checks e-mail addresses and webhook URLs', () => {
    const recipients: ReportScheduleCreate['recipients'] = [
      { type: 'Email', recipient_config_json: { target: 'a@b.c, nope' } },
      { type: 'Webhook', recipient_config_json: { target: 'ftp://x' } },
    ];
    expect(reportScheduleIssues({ ...base, recipients }).map((i) => i.message)).toEqual([
      'Not a valid email: nope',
      'Not a valid webhook URL',
    ]);
  });
});

describe('alertConditionHolds', () => {
  it('not null: neither null nor zero', () => {
    expect(alertConditionHolds('not null', {}, null)).toBe(false);
    expect(alertConditionHolds('not null', {}, 0)).toBe(false);
    expect(alertConditionHolds('not null', {}, 3)).toBe(true);
  });
  it('operator against the threshold', () => {
    expect(alertConditionHolds('operator', { op: '>', threshold: 10 }, 11)).toBe(true);
    expect(alertConditionHolds('operator', { op: '>', threshold: 10 }, 10)).toBe(false);
    expect(alertConditionHolds('operator', { op: '!=', threshold: 1 }, 2)).toBe(true);
    expect(alertConditionHolds('operator', { op: '<=', threshold: 1 }, null)).toBe(false);
  });
});

describe('helpers', () => {
  it('splits recipient lists', () => {
    expect(splitRecipients('a@x.io; b@x.io,, c@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
  });
  it('humanizes common crontabs', () => {
    expect(humanizeCrontab('* * * * *')).toBe('Every minute');
    expect(humanizeCrontab('*/15 * * * *')).toBe('Every 15 minutes');
    expect(humanizeCrontab('5 9 * * 1,5')).toBe('At 09:05, only on Monday, Friday');
    expect(humanizeCrontab('0 0 1 * *')).toBe('0 0 1 * *');
  });
});
