import { describe, expect, it } from 'vitest';
import { crontabOfPick, DEFAULT_SCHEDULE_PICK, pickOfCrontab, type SchedulePick } from './schedule-picker.js';

const pick = (over: Partial<SchedulePick>): SchedulePick => ({ ...DEFAULT_SCHEDULE_PICK, ...over });

describe('schedule picker', () => {
  it('writes the crontab of each frequency', () => {
    expect(crontabOfPick(pick({ frequency: 'minute' }))).toBe('* * * * *');
    expect(crontabOfPick(pick({ frequency: 'hour', minute: 15 }))).toBe('15 * * * *');
    expect(crontabOfPick(pick({ frequency: 'day', hour: 9, minute: 0 }))).toBe('0 9 * * *');
    expect(crontabOfPick(pick({ frequency: 'week', hour: 7, minute: 30, weekdays: [5, 1, 1] }))).toBe('30 7 * * 1,5');
    expect(crontabOfPick(pick({ frequency: 'month', monthDay: 15 }))).toBe('0 9 15 * *');
    expect(crontabOfPick(pick({ frequency: 'year', monthDay: 1, month: 4 }))).toBe('0 9 1 4 *');
  });

  it('reads back what it writes', () => {
    const picks: SchedulePick[] = [
      pick({ frequency: 'minute' }),
      pick({ frequency: 'hour', minute: 45 }),
      pick({ frequency: 'day', hour: 18, minute: 5 }),
      pick({ frequency: 'week', hour: 9, minute: 0, weekdays: [0, 6] }),
      pick({ frequency: 'month', hour: 1, minute: 2, monthDay: 28 }),
      pick({ frequency: 'year', hour: 0, minute: 0, monthDay: 31, month: 12 }),
    ];
    for (const p of picks) expect(pickOfCrontab(crontabOfPick(p)), crontabOfPick(p)).toEqual(p);
  });

  it('reads Sunday written as 7 and leaves other crontabs to the raw field', () => {
    expect(pickOfCrontab('0 9 * * 7')?.weekdays).toEqual([0]);
    for (const raw of ['*/5 * * * *', '0 9-17 * * *', '0 9 1 * 1', '0 9 L * *', 'every day'])
      expect(pickOfCrontab(raw), raw).toBeNull();
  });
});
