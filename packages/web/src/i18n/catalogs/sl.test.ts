import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../current-locale';
import { localizeHumanizedTime } from '../humanized-time';
import { registerCatalog, translate, translatePlural } from '../translate';
import sl from './sl.json';

describe('the Slovenian catalog', () => {
  afterEach(() => {
    registerCatalog('sl', {});
    setCurrentLocale('en');
  });

  it('translates through the catalog and fills the slots', () => {
    registerCatalog('sl', sl);
    expect(translate('sl', 'Welcome, %s', ['Ada'])).toBe('Dobrodošli, Ada');
    expect(translate('sl', 'Charts')).toBe('Grafikoni');
  });

  it('uses the Slovenian plural rule: one, two (the dual), few for 3-4, other for 0 and 5 up', () => {
    registerCatalog('sl', sl);
    const rows = (count: number): string => translatePlural('sl', '%s row', '%s rows', count, [count]);
    expect([1, 101, 2, 3, 4, 0, 5].map(rows)).toEqual([
      '1 vrstica',
      '101 vrstica',
      '2 vrstici',
      '3 vrstice',
      '4 vrstice',
      '0 vrstic',
      '5 vrstic',
    ]);
  });

  it("rewords the server's past times with the instrumental 'pred' takes", () => {
    registerCatalog('sl', sl);
    setCurrentLocale('sl');
    expect(localizeHumanizedTime('a minute ago')).toBe('pred 1 minuto');
    expect(localizeHumanizedTime('2 days ago')).toBe('pred 2 dnevoma');
    expect(localizeHumanizedTime('1 year, 5 months ago')).toBe('pred 1 letom, 5 meseci');
  });
});
