import { describe, expect, it } from 'vitest';
import { cronIssueMessage, crontabIssue, nextCronRuns } from './report-cron.js';
import { ReportScheduleCreateSchema } from './report-schedule.js';

const message = (crontab: string): string | null => {
  const issue = crontabIssue(crontab);
  return issue === null ? null : cronIssueMessage(issue);
};

describe('crontabIssue', () => {
  it('accepts the crontabs Superset and the picker write', () => {
    for (const ok of [
      '* * * * *',
      '0 9 * * *',
      '*/15 8-18 * * 1-5',
      '30 6 1 JAN *',
      '0 0 * * SUN,7',
      '5 4 ? * MON',
      '0 9 L * *',
      '0 9 15W * *',
      '0 9 * * 1#2',
      '0 9 * * 5L',
    ])
      expect(message(ok), ok).toBeNull();
  });

  it('words each mistake for people, naming the field', () => {
    expect(message('61 * * * *')).toBe('Invalid schedule: minute 61 is out of range (0–59)');
    expect(message('0 24 * * *')).toBe('Invalid schedule: hour 24 is out of range (0–23)');
    expect(message('0 9 0 * *')).toBe('Invalid schedule: day of month 0 is out of range (1–31)');
    expect(message('0 9 * 13 *')).toBe('Invalid schedule: month 13 is out of range (1–12)');
    expect(message('0 9 * * 8')).toBe('Invalid schedule: day of week 8 is out of range (0–7)');
    expect(message('every day')).toBe(
      'Invalid schedule: expected 5 fields (minute, hour, day of month, month, day of week), found 2',
    );
    expect(message('  ')).toBe('Invalid schedule: it is empty');
    expect(message('0 nine * * *')).toBe('Invalid schedule: "nine" is not a valid hour');
    expect(message('*/0 * * * *')).toBe('Invalid schedule: the step in "*/0" (minute) must be a whole number from 1');
    expect(message('0 18-9 * * *')).toBe('Invalid schedule: the range "18-9" (hour) runs backwards');
  });

  it('lets a caller translate the wording', () => {
    const issue = crontabIssue('61 * * * *');
    const upper = (template: string, ...args: (string | number)[]) => `${template.toUpperCase()}|${args.join(',')}`;
    expect(issue && cronIssueMessage(issue, upper)).toBe(
      'INVALID SCHEDULE: %S %S IS OUT OF RANGE (%S–%S)|MINUTE|,61,0,59',
    );
  });

  it('is the rule the create schema answers with, on the crontab field', () => {
    const parsed = ReportScheduleCreateSchema.safeParse({ type: 'Report', name: 'r', crontab: '61 * * * *' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['crontab', 'Invalid schedule: minute 61 is out of range (0–59)'],
    ]);
  });
});

describe('nextCronRuns', () => {
  const from = new Date('2026-03-27T12:00:00Z');

  it('gives the next three runs in the schedule zone', () => {
    expect(nextCronRuns('0 9 * * *', 'UTC', from).map((d) => d.toISOString())).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
    ]);
    // Paris moves to summer time on 29 March 2026: 9:00 there is 8:00 then 7:00 UTC.
    expect(nextCronRuns('0 9 * * *', 'Europe/Paris', from).map((d) => d.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('follows the weekday list and answers nothing for a bad crontab', () => {
    expect(nextCronRuns('30 8 * * 1,3', 'UTC', from, 2).map((d) => d.toISOString())).toEqual([
      '2026-03-30T08:30:00.000Z',
      '2026-04-01T08:30:00.000Z',
    ]);
    expect(nextCronRuns('61 * * * *', 'UTC', from)).toEqual([]);
    expect(nextCronRuns('0 9 L * *', 'UTC', from, 1).map((d) => d.toISOString())).toEqual(['2026-03-31T09:00:00.000Z']);
  });
});
