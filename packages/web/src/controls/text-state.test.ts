import type { ControlConfig, ControlValidator } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { integer, nonEmpty } from '../ui/control-validators';
import { parseTextInput, textKindOf, textMatchesValue, textOfValue } from './text-state';

const formData = { viz_type: 'table', datasource: '1__table' };
const config = (extra: Partial<ControlConfig> = {}): ControlConfig => ({
  name: 'x',
  type: 'TextControl',
  label: 'X',
  ...extra,
});
const isNumber: ControlValidator = (v) =>
  v === '' || Number.isFinite(Number(v)) ? null : 'is expected to be a number';

describe('textKindOf', () => {
  it('reads integer and number controls from their validators', () => {
    expect(textKindOf(config({ validators: [integer] }), formData)).toBe('int');
    expect(textKindOf(config({ validators: [isNumber] }), formData)).toBe('float');
    expect(textKindOf(config({ validators: [nonEmpty] }), formData)).toBe('text');
    expect(textKindOf(config(), formData)).toBe('text');
  });

  it('treats a numeric default as a number control', () => {
    expect(textKindOf(config({ default: 5 }), formData)).toBe('float');
  });

  it('ignores validators that throw', () => {
    const broken: ControlValidator = () => {
      throw new Error('needs more form data');
    };
    expect(textKindOf(config({ validators: [broken] }), formData)).toBe('text');
  });
});

describe('parseTextInput', () => {
  it('turns valid numeric text into numbers and keeps invalid text as typed', () => {
    expect(parseTextInput('12', 'int')).toEqual({ value: 12, valid: true });
    expect(parseTextInput('1.5', 'int')).toEqual({ value: '1.5', valid: false });
    expect(parseTextInput('-1.5e2', 'float')).toEqual({ value: -150, valid: true });
    expect(parseTextInput('1.2.3', 'float')).toEqual({ value: '1.2.3', valid: false });
    expect(parseTextInput('  ', 'float')).toEqual({ value: null, valid: true });
    expect(parseTextInput(' hi ', 'text')).toEqual({ value: ' hi ', valid: true });
  });

  it('knows when the text already says what the form data holds', () => {
    expect(textMatchesValue('1.', 1, 'float')).toBe(true);
    expect(textMatchesValue('2', 1, 'float')).toBe(false);
    expect(textMatchesValue('', null, 'int')).toBe(true);
    expect(textMatchesValue('', undefined, 'text')).toBe(true);
    expect(textOfValue(5)).toBe('5');
    expect(textOfValue(null)).toBe('');
  });
});
