import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalog, translate, translatePlural } from '../translate';
import ru from './ru.json';

describe('the Russian catalog', () => {
  afterEach(() => registerCatalog('ru', {}));

  it('translates through the catalog and fills the slots', () => {
    registerCatalog('ru', ru);
    expect(translate('ru', 'Welcome, %s', ['Ada'])).toBe('Добро пожаловать, Ada');
    expect(translate('ru', '%s-%s of %s', [1, 25, 40])).toBe('1–25 из 40');
    expect(translate('ru', 'Charts')).toBe('Графики');
  });

  it('uses the Russian plural rule: one for 1 and 21, few for 2-4 and 22, many for 0, 5-20 and 25', () => {
    registerCatalog('ru', ru);
    const rows = (count: number): string => translatePlural('ru', '%s row', '%s rows', count, [count]);
    expect([1, 21, 2, 22, 0, 5, 11, 25].map(rows)).toEqual([
      '1 строка',
      '21 строка',
      '2 строки',
      '22 строки',
      '0 строк',
      '5 строк',
      '11 строк',
      '25 строк',
    ]);
  });
});
