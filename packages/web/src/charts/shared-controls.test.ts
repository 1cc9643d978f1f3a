import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalog } from '../i18n';
import { setCurrentLocale } from '../i18n/current-locale';
import { defineControl, defineSection, integer, nonEmpty, numeric, requiredNumeric, rowLimit } from './shared-controls';

describe('shared controls', () => {
  afterEach(() => setCurrentLocale('en'));

  it('translates labels, descriptions and choices when read', () => {
    const control = defineControl({
      name: 'legendType',
      type: 'SelectControl',
      label: 'Type',
      description: 'Legend type',
      choices: [['scroll', 'Scroll']],
    });
    const section = defineSection('Legend', [[control]]);
    expect(control.label).toBe('Type');
    registerCatalog('fr', { Type: 'Genre', 'Legend type': 'Type de légende', Scroll: 'Défilement', Legend: 'Légende' });
    setCurrentLocale('fr');
    expect(control.label).toBe('Genre');
    expect(control.description).toBe('Type de légende');
    expect(control.choices).toEqual([['scroll', 'Défilement']]);
    expect(section.label).toBe('Légende');
  });

  it('validates emptiness and integers with Superset messages', () => {
    expect(nonEmpty([], { formData: { viz_type: 'x', datasource: '1__table' } })).toBe('cannot be empty');
    expect(nonEmpty(['count'], { formData: { viz_type: 'x', datasource: '1__table' } })).toBe(null);
    const ctx = { formData: { viz_type: 'x', datasource: '1__table' } };
    expect(integer('12', ctx)).toBe(null);
    expect(integer('1.5', ctx)).toBe('is expected to be an integer');
    expect(rowLimit.default).toBe(10000);
  });

  it('validates numbers, one variant allowing blank and the other requiring a finite number', () => {
    const ctx = { formData: { viz_type: 'x', datasource: '1__table' } };
    expect(numeric('2.5', ctx)).toBe(null);
    expect(numeric('', ctx)).toBe(null);
    expect(numeric(null, ctx)).toBe(null);
    expect(numeric('abc', ctx)).toBe('is expected to be a number');
    expect(requiredNumeric(-3, ctx)).toBe(null);
    expect(requiredNumeric('1e3', ctx)).toBe(null);
    expect(requiredNumeric('', ctx)).toBe('is expected to be a number');
    expect(requiredNumeric(null, ctx)).toBe('is expected to be a number');
    expect(requiredNumeric(Number.POSITIVE_INFINITY, ctx)).toBe('is expected to be a number');
    expect(requiredNumeric('abc', ctx)).toBe('is expected to be a number');
  });
});
