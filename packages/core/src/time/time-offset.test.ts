import { describe, expect, it } from 'vitest';
import { parseTimeOffset, resolveTimeOffset } from './time-offset.js';
import { TimeRangeError } from './time-range-error.js';

const at = (iso: string) => Date.parse(`${iso}Z`);

describe('parseTimeOffset', () => {
  it('reads relative shifts as before', () => {
    expect(parseTimeOffset('1 year ago')).toEqual({ kind: 'relative', n: 1, unit: 'year' });
    expect(parseTimeOffset(' 52 weeks ago ')).toEqual({ kind: 'relative', n: 52, unit: 'week' });
    expect(parseTimeOffset('2 months later')).toEqual({ kind: 'relative', n: -2, unit: 'month' });
  });

  it("reads 'inherit' and a start date as Superset's is_valid_date does", () => {
    expect(parseTimeOffset('inherit')).toEqual({ kind: 'inherit' });
    expect(parseTimeOffset('2024-01-01')).toEqual({ kind: 'date', date: at('2024-01-01T00:00:00') });
    expect(parseTimeOffset('2024-3-5')).toEqual({ kind: 'date', date: at('2024-03-05T00:00:00') });
  });

  it.each(['Inherit', '2024-02-30', '2024-01-01 ', '2015-01-03 : 2015-01-04', 'yesterday', '1 fortnight ago'])(
    'refuses %j with a message naming the accepted forms',
    (text) => {
      expect(() => parseTimeOffset(text)).toThrow(TimeRangeError);
      expect(() => parseTimeOffset(text)).toThrow(/'1 year ago', 'inherit' or a start date/);
    },
  );
});

describe('resolveTimeOffset (Superset get_offset_custom_or_inherit)', () => {
  const range = { since: at('2024-01-01T00:00:00'), until: at('2024-07-01T00:00:00') };

  it("'inherit' goes back the length of the range in whole days", () => {
    expect(resolveTimeOffset({ kind: 'inherit' }, range)).toEqual({ n: 182, unit: 'day' });
    // timedelta.days floors: 1.5 days is 1 day.
    const short = { since: at('2024-01-01T00:00:00'), until: at('2024-01-02T12:00:00') };
    expect(resolveTimeOffset({ kind: 'inherit' }, short)).toEqual({ n: 1, unit: 'day' });
  });

  it('a date goes back from the range start to that day, or forward to a later one', () => {
    expect(resolveTimeOffset(parseTimeOffset('2023-01-01'), range)).toEqual({ n: 365, unit: 'day' });
    expect(resolveTimeOffset(parseTimeOffset('2024-01-11'), range)).toEqual({ n: -10, unit: 'day' });
    const midday = { since: at('2024-01-01T12:00:00'), until: range.until };
    expect(resolveTimeOffset(parseTimeOffset('2023-12-31'), midday)).toEqual({ n: 1, unit: 'day' });
  });

  it('keeps a relative shift as it is', () => {
    expect(resolveTimeOffset({ kind: 'relative', n: 1, unit: 'year' }, range)).toEqual({ n: 1, unit: 'year' });
  });
});
