import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalog, translate, translatePlural } from '../translate';
import nl from './nl.json';

describe('the Dutch catalog', () => {
  afterEach(() => registerCatalog('nl', {}));

  it('translates through the catalog and fills the slots', () => {
    registerCatalog('nl', nl);
    expect(translate('nl', 'Welcome, %s', ['Ada'])).toBe('Welkom, Ada');
    expect(translate('nl', '%s-%s of %s', [1, 25, 40])).toBe('1-25 van 40');
    expect(translate('nl', 'Charts')).toBe('Grafieken');
  });

  it('uses the Dutch plural rule: only 1 is singular', () => {
    registerCatalog('nl', nl);
    const rows = (count: number): string => translatePlural('nl', '%s row', '%s rows', count, [count]);
    expect([1, 0, 2].map(rows)).toEqual(['1 rij', '0 rijen', '2 rijen']);
  });
});
