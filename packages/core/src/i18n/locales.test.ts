import { describe, expect, it } from 'vitest';
import { toLanguageTag } from './locales.js';

describe('toLanguageTag', () => {
  it('turns locale codes into language tags', () => {
    expect(toLanguageTag('pt_BR')).toBe('pt-BR');
    expect(toLanguageTag('fr')).toBe('fr');
  });
});
