import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../current-locale';
import { localizeHumanizedTime } from '../humanized-time';
import { registerCatalog, translate, translatePlural } from '../translate';
import sk from './sk.json';

describe('the Slovak catalog', () => {
  afterEach(() => {
    registerCatalog('sk', {});
    setCurrentLocale('en');
  });

  it('translates through the catalog and fills the slots', () => {
    registerCatalog('sk', sk);
    expect(translate('sk', 'Welcome, %s', ['Ada'])).toBe('Vitajte, Ada');
    expect(translate('sk', 'Charts')).toBe('Grafy');
  });

  it('uses the Slovak plural rule: one for 1, few for 2-4, other for 0 and 5 up', () => {
    registerCatalog('sk', sk);
    const rows = (count: number): string => translatePlural('sk', '%s row', '%s rows', count, [count]);
    expect([1, 2, 4, 0, 5, 21].map(rows)).toEqual([
      '1 riadok',
      '2 riadky',
      '4 riadky',
      '0 riadkov',
      '5 riadkov',
      '21 riadkov',
    ]);
  });

  it("rewords the server's past times with the instrumental 'pred' takes", () => {
    registerCatalog('sk', sk);
    setCurrentLocale('sk');
    expect(localizeHumanizedTime('a minute ago')).toBe('pred 1 minútou');
    expect(localizeHumanizedTime('3 days ago')).toBe('pred 3 dňami');
    expect(localizeHumanizedTime('1 year, 5 months ago')).toBe('pred 1 rokom, 5 mesiacmi');
  });
});
