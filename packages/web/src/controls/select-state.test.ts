import type { ControlConfig } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  choiceOptions,
  creatableOption,
  keyOf,
  optionsWithValues,
  parseCreated,
  readSelectList,
  sanitizeSelectValue,
  valueOfKey,
} from './select-state';

const config = (extra: Partial<ControlConfig> = {}): ControlConfig => ({
  name: 'row_limit',
  type: 'SelectControl',
  label: 'Row limit',
  choices: [
    [10, '10'],
    [100, '100'],
  ],
  ...extra,
});

describe('select keys', () => {
  it('keeps numbers, texts and null apart and maps keys back to the values', () => {
    expect(new Set([keyOf(10), keyOf('10'), keyOf(null)]).size).toBe(3);
    const options = choiceOptions({
      choices: [
        [null, 'None'],
        [10, '10'],
        ['10', 'ten'],
      ],
    });
    expect(options.map((o) => valueOfKey(o.key, options))).toEqual([null, 10, '10']);
  });

  it("keeps booleans as booleans, apart from their text (the graph's roam saves false or true)", () => {
    const options = choiceOptions({
      choices: [
        [false, 'Disabled'],
        ['scale', 'Scale only'],
        [true, 'Scale and Move'],
        ['true', 'text'],
      ],
    });
    expect(options.map((o) => valueOfKey(o.key, options))).toEqual([false, 'scale', true, 'true']);
    expect(sanitizeSelectValue({ ...config(), choices: options.map((o) => [o.value, o.label]) }, false)).toBe(false);
  });
});

describe('free-form entries', () => {
  const numeric = choiceOptions(config());
  const formats = choiceOptions({
    choices: [
      [',d', ',d'],
      ['.2f', '.2f'],
    ],
  });

  it('saves typed numbers as numbers when all choices are numbers, and text otherwise', () => {
    expect(parseCreated(' 250 ', numeric)).toBe(250);
    expect(parseCreated('lots', numeric)).toBe('lots');
    expect(parseCreated('.3s', formats)).toBe('.3s');
    expect(parseCreated('12', formats)).toBe('12');
    expect(parseCreated('  ', formats)).toBeUndefined();
  });

  it('offers to create the typed text unless an option already has it', () => {
    expect(creatableOption('.3s', formats)?.label).toBe('.3s');
    expect(creatableOption('.2F', formats)).toBeNull();
    expect(creatableOption('10', numeric)).toBeNull();
    expect(creatableOption('', formats)).toBeNull();
    const created = creatableOption('250', numeric);
    expect(created && valueOfKey(created.key, numeric)).toBe(250);
  });

  it('lists kept values that are not among the choices', () => {
    const options = optionsWithValues(numeric, [10, 250, null]);
    expect(options.map((o) => o.label)).toEqual(['10', '100', '250']);
  });
});

describe('sanitizeSelectValue (spec 03 §5)', () => {
  it('drops unknown values without free form: single becomes null, multi keeps the valid ones', () => {
    expect(sanitizeSelectValue(config(), 42)).toBeNull();
    expect(sanitizeSelectValue(config(), 100)).toBe(100);
    expect(sanitizeSelectValue(config({ multi: true }), [10, 42, 100])).toEqual([10, 100]);
  });

  it('keeps anything with free form, and reads single values in multi controls', () => {
    expect(sanitizeSelectValue(config({ freeForm: true }), 42)).toBe(42);
    expect(sanitizeSelectValue(config({ multi: true, freeForm: true }), '1 day ago')).toEqual(['1 day ago']);
    expect(readSelectList(undefined)).toEqual([]);
    expect(readSelectList([1, null, { a: 1 }, 'x'])).toEqual([1, 'x']);
  });
});
