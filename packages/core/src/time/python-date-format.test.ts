import { describe, expect, it } from 'vitest';
import { formatDate, isEpochDateFormat, parseDateFormat, sortsChronologically } from './python-date-format.js';

const parts = (format: string) => {
  const p = parseDateFormat(format);
  if (p === null) throw new Error(`unreadable ${format}`);
  return p;
};
const at = new Date(Date.UTC(2024, 2, 5, 15, 7, 9, 250));

describe('python_date_format patterns', () => {
  it('splits a strftime pattern into directives and text, %% as a literal percent', () => {
    expect(parseDateFormat('%Y-%m-%d')).toEqual([
      { directive: 'Y' },
      { text: '-' },
      { directive: 'm' },
      { text: '-' },
      { directive: 'd' },
    ]);
    expect(parseDateFormat('%Y%%')).toEqual([{ directive: 'Y' }, { text: '%' }]);
  });

  it('refuses directives it cannot read, a dangling %, and text without any field', () => {
    for (const f of ['%a %d', '%Y %z', '%Y%', 'today', '']) expect(parseDateFormat(f)).toBeNull();
  });

  it("writes an instant as Python's strftime does (Superset's dttm.strftime(tf))", () => {
    expect(formatDate(at, parts('%Y'))).toBe('2024');
    expect(formatDate(at, parts('%Y-%m-%d %H:%M:%S.%f'))).toBe('2024-03-05 15:07:09.250000');
    expect(formatDate(at, parts('%d/%m/%y %I%p'))).toBe('05/03/24 03PM');
    expect(formatDate(at, parts('%b %B %j'))).toBe('Mar March 065');
    expect(formatDate(new Date(Date.UTC(2024, 0, 1, 0, 30)), parts('%I:%M %p'))).toBe('12:30 AM');
  });

  it('knows which formats sort in time order as text or numbers', () => {
    for (const f of ['%Y', '%Y-%m', '%Y-%m-%d', '%Y%m%d', '%Y/%m/%d %H:%M:%S', '%Y-%m-%dT%H:%M:%S.%f'])
      expect(sortsChronologically(parts(f)), f).toBe(true);
    for (const f of ['%d/%m/%Y', '%m-%d-%Y', '%Y-%d', '%y-%m-%d', '%b %Y', '%Y-%j', '%H:%M'])
      expect(sortsChronologically(parts(f)), f).toBe(false);
  });

  it('tells epoch formats apart', () => {
    expect(isEpochDateFormat('epoch_s')).toBe(true);
    expect(isEpochDateFormat('epoch_ms')).toBe(true);
    expect(isEpochDateFormat('%s')).toBe(false);
  });
});
