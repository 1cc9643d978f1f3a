import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalog } from '../i18n';
import { setCurrentLocale } from '../i18n/current-locale';
import { defineControl, defineSection, overrideControl, rowLimit, seriesLimit } from './shared-controls';

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

  it('defaults the row limit to 10000', () => {
    expect(rowLimit.default).toBe(10000);
  });

  it('overrides a shared control without freezing its translated texts', () => {
    const visibility = () => false;
    const renamed = overrideControl(seriesLimit, { name: 'series_limit', visibility });
    expect(renamed).toMatchObject({ name: 'series_limit', type: 'SelectControl', label: 'Series limit' });
    expect(renamed.visibility).toBe(visibility);
    expect(seriesLimit.name).toBe('limit');
    registerCatalog('fr', { 'Series limit': 'Limite de séries' });
    setCurrentLocale('fr');
    expect(renamed.label).toBe('Limite de séries');
  });
});
