import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../current-locale';
import { localizeHumanizedTime } from '../humanized-time';
import { registerCatalog, translate, translatePlural } from '../translate';
import ru from './ru.json';

describe('the Russian catalog', () => {
  afterEach(() => {
    registerCatalog('ru', {});
    setCurrentLocale('en');
  });

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

  it("rewords the server's humanized times with the accusative both 'ago' and 'in' take", () => {
    registerCatalog('ru', ru);
    setCurrentLocale('ru');
    expect(localizeHumanizedTime('a minute ago')).toBe('1 минуту назад');
    expect(localizeHumanizedTime('3 days ago')).toBe('3 дня назад');
    expect(localizeHumanizedTime('21 seconds from now')).toBe('через 21 секунду');
    expect(localizeHumanizedTime('1 year, 5 months ago')).toBe('1 год, 5 месяцев назад');
  });
});
