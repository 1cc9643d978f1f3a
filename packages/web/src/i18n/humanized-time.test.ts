import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from './current-locale';
import fr from './catalogs/fr.json';
import { localizeHumanizedTime } from './humanized-time';
import { registerCatalog } from './translate';

describe('localizeHumanizedTime', () => {
  afterEach(() => setCurrentLocale('en'));

  it('keeps the English wording in English', () => {
    expect(localizeHumanizedTime('3 days ago')).toBe('3 days ago');
    expect(localizeHumanizedTime('a day ago')).toBe('1 day ago');
  });

  it("rewords the server's humanized times in French", () => {
    registerCatalog('fr', fr);
    setCurrentLocale('fr');
    expect(localizeHumanizedTime('now')).toBe('maintenant');
    expect(localizeHumanizedTime('3 days ago')).toBe('il y a 3 jours');
    expect(localizeHumanizedTime('an hour ago')).toBe('il y a 1 heure');
    expect(localizeHumanizedTime('1 year, 2 months ago')).toBe('il y a 1 an et 2 mois');
    expect(localizeHumanizedTime('5 minutes from now')).toBe('dans 5 minutes');
    expect(localizeHumanizedTime('yesterday-ish')).toBe('yesterday-ish');
  });
});
