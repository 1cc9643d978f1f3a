import { describe, expect, it } from 'vitest';
import { naturalTime } from './natural-time.js';

const NOW = new Date('2024-06-15T12:00:00Z');
const ago = (seconds: number): Date => new Date(NOW.getTime() - seconds * 1000);

describe('naturalTime (Python humanize, as Superset shows changed_on)', () => {
  it.each([
    [0, 'now'],
    [1, 'a second ago'],
    [42, '42 seconds ago'],
    [90, 'a minute ago'],
    [15 * 60, '15 minutes ago'],
    [3600 + 5, 'an hour ago'],
    [5 * 3600, '5 hours ago'],
    [86_400, 'a day ago'],
    [3 * 86_400, '3 days ago'],
    [40 * 86_400, 'a month ago'],
    [100 * 86_400, '3 months ago'],
    [365 * 86_400, 'a year ago'],
    [370 * 86_400, '1 year, 5 days ago'],
    [400 * 86_400, '1 year, 1 month ago'],
    [3 * 365 * 86_400, '3 years ago'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(naturalTime(ago(seconds), NOW)).toBe(text);
  });

  it('speaks of the future and ignores unreadable dates', () => {
    expect(naturalTime(ago(-2 * 86_400), NOW)).toBe('2 days from now');
    expect(naturalTime('not a date', NOW)).toBe('');
  });
});
