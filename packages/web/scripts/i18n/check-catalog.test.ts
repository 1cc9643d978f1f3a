import { describe, expect, it } from 'vitest';
import { checkCatalog, countSlots } from './check-catalog';

describe('countSlots', () => {
  it('counts %s and ignores %%', () => {
    expect(countSlots('%s of %s (%s%%)')).toBe(3);
    expect(countSlots('100%%')).toBe(0);
  });
});

describe('checkCatalog', () => {
  const sources = { messages: new Set(['Sign in', 'Welcome, %s']), plurals: new Map([['%s row', '%s rows']]) };

  it('finds nothing to say about a complete catalog', () => {
    const catalog = {
      'Sign in': 'Se connecter',
      'Welcome, %s': 'Bienvenue, %s',
      '%s row': { one: '%s ligne', other: '%s lignes' },
    };
    expect(checkCatalog('fr', catalog, sources)).toEqual({ missing: [], slotMismatches: [] });
  });

  it('lists absent, empty and wrongly shaped entries as missing', () => {
    const catalog = {
      'Sign in': '',
      'Welcome, %s': { one: 'Bienvenue, %s', other: 'Bienvenue, %s' },
      '%s row': '%s ligne',
    };
    expect(checkCatalog('fr', catalog, sources).missing).toEqual(['%s row', 'Sign in', 'Welcome, %s']);
    expect(checkCatalog('fr', {}, sources).missing).toEqual(['%s row', 'Sign in', 'Welcome, %s']);
  });

  it('needs the plural forms small counts select, not the rare ones', () => {
    const catalog = { 'Sign in': 'Anmelden', 'Welcome, %s': 'Willkommen, %s', '%s row': { other: '%s Zeilen' } };
    expect(checkCatalog('de', catalog, sources).missing).toEqual(['%s row']);
    // French `many` (a million and up) falls back to `other`.
    const french = { ...catalog, '%s row': { one: '%s ligne', other: '%s lignes' } };
    expect(checkCatalog('fr', french, sources).missing).toEqual([]);
    // Russian needs `few` and `many` for small counts.
    expect(
      checkCatalog('ru', { ...catalog, '%s row': { one: '%s строка', other: '%s строки' } }, sources).missing,
    ).toEqual(['%s row']);
  });

  it('lists translations that drop or add a %s slot, in any plural form', () => {
    const catalog = {
      'Sign in': 'Se connecter %s',
      'Welcome, %s': 'Bienvenue',
      '%s row': { one: '%s ligne', other: 'des lignes' },
    };
    expect(checkCatalog('fr', catalog, sources).slotMismatches).toEqual(['%s row', 'Sign in', 'Welcome, %s']);
  });
});
