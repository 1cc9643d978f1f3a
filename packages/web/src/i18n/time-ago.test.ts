import { LOCALES } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from './current-locale';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('timeAgo', () => {
  afterEach(() => setCurrentLocale('en'));

  it('says seconds, minutes, hours and days, never 0 minutes', () => {
    expect(timeAgo(NOW - 20_000, NOW)).toBe('20 seconds ago');
    expect(timeAgo(NOW, NOW)).toBe('now');
    expect(timeAgo(NOW - 3 * 60_000, NOW)).toBe('3 minutes ago');
    expect(timeAgo(NOW - 2 * 3_600_000, NOW)).toBe('2 hours ago');
    expect(timeAgo(NOW - 86_400_000, NOW)).toBe('yesterday');
  });

  it('speaks the current locale', () => {
    setCurrentLocale('fr');
    expect(timeAgo(NOW - 3 * 60_000, NOW)).toBe('il y a 3 minutes');
    setCurrentLocale('de');
    expect(timeAgo(NOW - 3 * 60_000, NOW)).toBe('vor 3 Minuten');
    setCurrentLocale('ja');
    expect(timeAgo(NOW - 3 * 60_000, NOW)).toBe('3 分前');
    setCurrentLocale('ru');
    expect(timeAgo(NOW - 3 * 60_000, NOW)).toBe('3 минуты назад');
    setCurrentLocale('pt_BR');
    expect(timeAgo(NOW - 2 * 3_600_000, NOW)).toBe('há 2 horas');
  });

  it('speaks every spec locale, none in English', () => {
    const english = timeAgo(NOW - 2 * 3_600_000, NOW);
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      setCurrentLocale(locale);
      expect(timeAgo(NOW - 2 * 3_600_000, NOW)).not.toBe(english);
    }
  });
});
