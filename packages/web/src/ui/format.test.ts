import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime } from './format';

const INSTANT = Date.UTC(2024, 2, 1, 14, 5);

describe('formatDateTime and formatCount', () => {
  it('follow the UI locale, including locales whose code is not a language tag (pt_BR)', () => {
    expect(formatCount(1234567, 'ru')).toBe('1\u00a0234\u00a0567');
    expect(formatCount(1234567, 'de')).toBe('1.234.567');
    expect(formatCount(1234567, 'ja')).toBe('1,234,567');
    expect(formatDateTime(INSTANT, 'pt_BR')).toMatch(/^1 de mar\. de 2024/);
    expect(formatDateTime(new Date(INSTANT).toISOString(), 'ja')).toMatch(/^2024\/03\/01/);
  });

  it('leave an absent time empty and an unreadable one as it is', () => {
    expect(formatDateTime(null, 'fr')).toBe('');
    expect(formatDateTime('', 'fr')).toBe('');
    expect(formatDateTime('soon', 'fr')).toBe('soon');
  });
});
