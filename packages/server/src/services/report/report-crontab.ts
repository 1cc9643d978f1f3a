import { cronOf } from '@tessera/core';

/** Null when croner parses the crontab, else its complaint (answered as a 422 naming `crontab`). */
export const crontabError = (crontab: string, timezone: string): string | null => {
  try {
    cronOf(crontab, timezone);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};

/**
 * The minute a schedule is due at `now`: the start of the current minute when the crontab matches
 * it, else null. Ticks are whole minutes, as Superset's beat runs `reports.scheduler` every minute.
 */
export const dueMinute = (crontab: string, timezone: string, now: Date): Date | null => {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return cronOf(crontab, timezone).match(minute) ? minute : null;
};
