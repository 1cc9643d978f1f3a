/**
 * The human schedule picker of Superset's alert/report modal ('Every day at 9:00', the weekday
 * picker) and the crontab it writes. A crontab the picker cannot show (a step, a list of hours)
 * reads back as null, and the modal then keeps the raw crontab field as the source of truth.
 */

export const SCHEDULE_FREQUENCIES = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export interface SchedulePick {
  frequency: ScheduleFrequency;
  /** 0–59; every frequency but 'minute'. */
  minute: number;
  /** 0–23; day and longer. */
  hour: number;
  /** 0 (Sunday) – 6, at least one; 'week' only. */
  weekdays: readonly number[];
  /** 1–31; 'month' and 'year'. */
  monthDay: number;
  /** 1–12; 'year' only. */
  month: number;
}

/** Superset's modal opens on 'every day at 00:00'; Tessera's on 9:00, the hour a report is read. */
export const DEFAULT_SCHEDULE_PICK: SchedulePick = {
  frequency: 'day',
  minute: 0,
  hour: 9,
  weekdays: [1],
  monthDay: 1,
  month: 1,
};

/** The crontab a pick stands for. */
export const crontabOfPick = (pick: SchedulePick): string => {
  const { minute, hour, monthDay, month } = pick;
  switch (pick.frequency) {
    case 'minute':
      return '* * * * *';
    case 'hour':
      return `${minute} * * * *`;
    case 'day':
      return `${minute} ${hour} * * *`;
    case 'week': {
      const days = [...new Set(pick.weekdays)].sort((a, b) => a - b);
      return `${minute} ${hour} * * ${days.length === 0 ? '*' : days.join(',')}`;
    }
    case 'month':
      return `${minute} ${hour} ${monthDay} * *`;
    case 'year':
      return `${minute} ${hour} ${monthDay} ${month} *`;
  }
};

const num = (text: string, min: number, max: number): number | null => {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/** The pick a crontab reads as, or null when the picker cannot show it. */
export const pickOfCrontab = (crontab: string): SchedulePick | null => {
  const f = crontab.trim().split(/\s+/);
  if (f.length !== 5) return null;
  const [m, h, dom, mon, dow] = f as [string, string, string, string, string];
  const base = DEFAULT_SCHEDULE_PICK;
  if (f.every((x) => x === '*')) return { ...base, frequency: 'minute' };
  const minute = num(m, 0, 59);
  if (minute === null) return null;
  if (h === '*') return dom === '*' && mon === '*' && dow === '*' ? { ...base, frequency: 'hour', minute } : null;
  const hour = num(h, 0, 23);
  if (hour === null) return null;
  if (dom === '*' && mon === '*') {
    if (dow === '*') return { ...base, frequency: 'day', minute, hour };
    const days = dow.split(',').map((d) => num(d, 0, 7));
    if (days.some((d) => d === null)) return null;
    const weekdays = [...new Set(days.map((d) => (d ?? 0) % 7))].sort((a, b) => a - b);
    return { ...base, frequency: 'week', minute, hour, weekdays };
  }
  const monthDay = num(dom, 1, 31);
  if (monthDay === null || dow !== '*') return null;
  if (mon === '*') return { ...base, frequency: 'month', minute, hour, monthDay };
  const month = num(mon, 1, 12);
  return month === null ? null : { ...base, frequency: 'year', minute, hour, monthDay, month };
};
