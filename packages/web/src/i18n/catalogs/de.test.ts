import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalog, translate } from '../translate';
import { de } from './de';

/** The `%s` slots and `%%` literals of a string, in order: a translation must keep them all. */
const placeholders = (text: string): string[] => text.match(/%%|%s/g) ?? [];

describe('the German catalog', () => {
  afterEach(() => registerCatalog('de', {}));

  it('has entries', () => {
    expect(Object.keys(de).length).toBeGreaterThan(0);
  });

  it('keeps every %s slot and %% literal of its source string', () => {
    const broken = Object.entries(de).filter(([source, text]) => {
      const expected = placeholders(source);
      const actual = placeholders(text);
      return expected.length !== actual.length || expected.some((token, i) => token !== actual[i]);
    });
    expect(broken).toEqual([]);
  });

  it('has no empty or padded translation', () => {
    const bad = Object.entries(de).filter(([, text]) => text.trim() === '' || text !== text.trim());
    expect(bad).toEqual([]);
  });

  it('translates through the catalog and fills the slots', () => {
    registerCatalog('de', de);
    expect(translate('de', 'Welcome, %s', ['Ada'])).toBe('Willkommen, Ada');
    expect(translate('de', '%s-%s of %s', [1, 25, 40])).toBe('1–25 von 40');
    expect(translate('de', 'Charts')).toBe('Diagramme');
  });
});
