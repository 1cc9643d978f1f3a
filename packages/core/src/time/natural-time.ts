const DAY_SECONDS = 86_400;

/**
 * Python humanize's `naturaldelta(months=True)`, which Superset's `*_delta_humanized` fields use:
 * whole days and the seconds within the day are treated separately, as a timedelta does.
 */
export const naturalDelta = (ms: number): string => {
  const total = Math.floor(Math.abs(ms) / 1000);
  const seconds = total % DAY_SECONDS;
  const allDays = Math.floor(total / DAY_SECONDS);
  const years = Math.floor(allDays / 365);
  const days = allDays % 365;
  const months = Math.floor(days / 30.5);
  if (years === 0 && days < 1) {
    if (seconds === 0) return 'a moment';
    if (seconds === 1) return 'a second';
    if (seconds < 60) return `${seconds} seconds`;
    if (seconds < 120) return 'a minute';
    if (seconds < 3600) return `${Math.floor(seconds / 60)} minutes`;
    if (seconds < 7200) return 'an hour';
    return `${Math.floor(seconds / 3600)} hours`;
  }
  if (years === 0) {
    if (days === 1) return 'a day';
    if (months === 0) return `${days} days`;
    return months === 1 ? 'a month' : `${months} months`;
  }
  if (years === 1) {
    if (months === 0 && days === 0) return 'a year';
    if (months === 0) return `1 year, ${days} days`;
    return months === 1 ? '1 year, 1 month' : `1 year, ${months} months`;
  }
  return `${years} years`;
};

/** Python humanize's `naturaltime`: "now", "5 minutes ago", "2 days from now". */
export const naturalTime = (then: Date | string, now: Date = new Date()): string => {
  const at = typeof then === 'string' ? new Date(then) : then;
  const delta = now.getTime() - at.getTime();
  if (Number.isNaN(delta)) return '';
  const text = naturalDelta(delta);
  if (text === 'a moment') return 'now';
  return delta >= 0 ? `${text} ago` : `${text} from now`;
};
