import { afterEach, describe, expect, it } from 'vitest';
import { interpolate, registerCatalog, translate, translatePlural } from './translate';

describe('interpolate', () => {
  it('fills %s slots in order', () => {
    expect(interpolate('An error occurred while fetching %ss: %s', ['dataset', 'timeout'])).toBe(
      'An error occurred while fetching datasets: timeout',
    );
  });

  it('formats numbers and keeps %% as a percent sign', () => {
    expect(interpolate('%s%% of %s', [50, 12])).toBe('50% of 12');
  });

  it('leaves slots without an argument visible', () => {
    expect(interpolate('%s and %s', ['one'])).toBe('one and %s');
  });
});

describe('translate', () => {
  afterEach(() => {
    registerCatalog('fr', {});
    registerCatalog('ru', {});
  });

  it('is the identity for English', () => {
    expect(translate('en', 'Sign in')).toBe('Sign in');
    expect(translate('en', 'Welcome, %s', ['Ada'])).toBe('Welcome, Ada');
  });

  it('falls back to the English source for a locale without a catalog', () => {
    expect(translate('ja', 'Sign in')).toBe('Sign in');
    expect(translate('ja', 'Welcome, %s', ['Ada'])).toBe('Welcome, Ada');
  });

  it('uses a registered catalog and falls back for its missing or empty strings', () => {
    registerCatalog('fr', { 'Sign in': 'Se connecter', 'Welcome, %s': 'Bienvenue, %s', Users: '' });
    expect(translate('fr', 'Sign in')).toBe('Se connecter');
    expect(translate('fr', 'Welcome, %s', ['Ada'])).toBe('Bienvenue, Ada');
    expect(translate('fr', 'Users')).toBe('Users');
    expect(translate('fr', 'Roles')).toBe('Roles');
  });

  it('picks the plural form by count', () => {
    expect(translatePlural('en', '%s dataset', '%s datasets', 1, [1])).toBe('1 dataset');
    expect(translatePlural('en', '%s dataset', '%s datasets', 3, [3])).toBe('3 datasets');
    expect(translatePlural('en', '%s dataset', '%s datasets', 0, [0])).toBe('0 datasets');
  });

  it("picks a catalog's plural form by the locale's rules: French 0 is singular", () => {
    registerCatalog('fr', { '%s row': { one: '%s ligne', other: '%s lignes' } });
    expect(translatePlural('fr', '%s row', '%s rows', 0, [0])).toBe('0 ligne');
    expect(translatePlural('fr', '%s row', '%s rows', 1, [1])).toBe('1 ligne');
    expect(translatePlural('fr', '%s row', '%s rows', 2, [2])).toBe('2 lignes');
    // French `many` (a million) has no form of its own here: `other` stands in.
    expect(translatePlural('fr', '%s row', '%s rows', 1_000_000, ['1 000 000'])).toBe('1 000 000 lignes');
  });

  it('falls back to the English forms and rule without a plural entry', () => {
    registerCatalog('fr', { '%s row': '%s ligne' });
    expect(translatePlural('fr', '%s row', '%s rows', 0, [0])).toBe('0 rows');
    expect(translatePlural('fr', '%s dataset', '%s datasets', 1, [1])).toBe('1 dataset');
  });

  it('uses `other` for a category without a form of its own (Russian `many`)', () => {
    registerCatalog('ru', { '%s row': { one: '%s строка', few: '%s строки', other: '%s строк' } });
    expect(translatePlural('ru', '%s row', '%s rows', 3, [3])).toBe('3 строки');
    expect(translatePlural('ru', '%s row', '%s rows', 5, [5])).toBe('5 строк');
  });
});
