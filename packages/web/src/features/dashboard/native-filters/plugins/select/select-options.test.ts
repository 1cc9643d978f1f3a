import { describe, expect, it } from 'vitest';
import { optionKey, optionValue, selectOptions } from './select-options';

describe('select filter options', () => {
  it('keeps each value once, in list order, with Superset labels for null and booleans', () => {
    expect(
      selectOptions(
        [
          ['ORD', null, true],
          ['ORD', 7],
        ],
        null,
      ),
    ).toEqual([
      { value: '"ORD"', label: 'ORD' },
      { value: 'null', label: '<NULL>' },
      { value: 'true', label: 'true' },
      { value: '7', label: '7' },
    ]);
  });

  it('round-trips quotes, percent signs, backslashes, unicode and long strings through the option key', () => {
    for (const value of [
      `O'Hare "Intl"`,
      '100%_off',
      'C:\\path\\x',
      'Zürich 東京 🚀',
      'x'.repeat(10_000),
      3.5,
      false,
    ]) {
      expect(optionValue(optionKey(value))).toBe(value);
    }
  });

  it('offers typed text as a new value of a creatable filter unless an option already reads so', () => {
    expect(selectOptions([['SFO']], 'JFK').map((o) => o.label)).toEqual(['SFO', 'JFK']);
    expect(selectOptions([['SFO']], 'SFO').map((o) => o.label)).toEqual(['SFO']);
    expect(selectOptions([[7]], '7')).toHaveLength(1);
  });
});
