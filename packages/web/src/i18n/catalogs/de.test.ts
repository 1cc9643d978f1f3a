import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalog, translate, translatePlural, type Catalog } from '../translate';
import de from './de.json';

/** The `%s` slots and `%%` literals of a string, in order: a translation must keep them all. */
const placeholders = (text: string): string[] => text.match(/%%|%s/g) ?? [];

/** Each translated text with its source: a plural entry gives one pair per form. */
const pairs = (catalog: Catalog): [string, string][] =>
  Object.entries(catalog).flatMap(([source, entry]): [string, string][] =>
    typeof entry === 'string'
      ? [[source, entry]]
      : Object.values(entry).map((text): [string, string] => [source, text]),
  );

describe('the German catalog', () => {
  afterEach(() => registerCatalog('de', {}));

  it('has entries', () => {
    expect(Object.keys(de).length).toBeGreaterThan(0);
  });

  it('keeps every %s slot and %% literal of its source string', () => {
    const broken = pairs(de).filter(([source, text]) => {
      const expected = placeholders(source);
      const actual = placeholders(text);
      return expected.length !== actual.length || expected.some((token, i) => token !== actual[i]);
    });
    expect(broken).toEqual([]);
  });

  it('has no empty or padded translation', () => {
    const bad = pairs(de).filter(([, text]) => text.trim() === '' || text !== text.trim());
    expect(bad).toEqual([]);
  });

  it('translates through the catalog and fills the slots', () => {
    registerCatalog('de', de);
    expect(translate('de', 'Welcome, %s', ['Ada'])).toBe('Willkommen, Ada');
    expect(translate('de', '%s-%s of %s', [1, 25, 40])).toBe('1–25 von 40');
    expect(translate('de', 'Charts')).toBe('Diagramme');
  });

  it('uses the German plural rule: only 1 is singular', () => {
    registerCatalog('de', de);
    expect(translatePlural('de', '%s row', '%s rows', 1, [1])).toBe('1 Zeile');
    expect(translatePlural('de', '%s row', '%s rows', 0, [0])).toBe('0 Zeilen');
    expect(translatePlural('de', '%s row', '%s rows', 2, [2])).toBe('2 Zeilen');
  });
});
