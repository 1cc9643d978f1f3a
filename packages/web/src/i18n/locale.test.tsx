import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider, useLocale, useT } from './i18n-context';
import { getCurrentLocale, t } from './current-locale';
import { LOCALE_STORAGE_KEY, readStoredLocale, toLanguageTag, writeStoredLocale } from './locale-store';
import { registerCatalog } from './translate';

function Probe() {
  const translate = useT();
  const { locale, setLocale } = useLocale();
  return (
    <div>
      <span data-testid="locale">{locale}</span>
      <span data-testid="text">{translate('Sign in')}</span>
      <button type="button" onClick={() => setLocale('pt_BR')}>
        switch
      </button>
    </div>
  );
}

describe('locale store', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    registerCatalog('pt_BR', {});
  });

  it('defaults to English and ignores unknown stored values', () => {
    expect(readStoredLocale()).toBe('en');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(readStoredLocale()).toBe('en');
  });

  it('round-trips a locale through localStorage', () => {
    writeStoredLocale('de');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(readStoredLocale()).toBe('de');
  });

  it('turns locale codes into language tags', () => {
    expect(toLanguageTag('pt_BR')).toBe('pt-BR');
    expect(toLanguageTag('fr')).toBe('fr');
  });

  it('persists the choice, sets <html lang> and re-translates', () => {
    registerCatalog('pt_BR', { 'Sign in': 'Entrar' });
    render(
      <I18nProvider initialLocale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('text').textContent).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');

    act(() => screen.getByRole('button', { name: 'switch' }).click());

    expect(screen.getByTestId('locale').textContent).toBe('pt_BR');
    expect(screen.getByTestId('text').textContent).toBe('Entrar');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt_BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(getCurrentLocale()).toBe('pt_BR');
    expect(t('Sign in')).toBe('Entrar');
  });

  it('starts from the stored locale', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ja');
    render(
      <I18nProvider initialLocale={readStoredLocale()}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale').textContent).toBe('ja');
    expect(screen.getByTestId('text').textContent).toBe('Sign in');
  });
});
