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
  afterEach(() => registerCatalog('fr', {}));

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
  });
});
