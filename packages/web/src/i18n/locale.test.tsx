import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { applyFormatLocale, DEFAULT_LOCALE, formatNumber, LOCALES } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_CATALOGS } from '../../scripts/i18n/complete-catalogs';
import { AVAILABLE_LOCALES } from './locale-loaders';
import { I18nProvider, useLocale, useT } from './i18n-context';
import { getCurrentLocale, t } from './current-locale';
import { LOCALE_STORAGE_KEY, readStoredLocale, writeStoredLocale } from './locale-store';
import { registerCatalog } from './translate';

function Probe() {
  const translate = useT();
  const { locale, setLocale } = useLocale();
  return (
    <div>
      <span data-testid="locale">{locale}</span>
      <span data-testid="text">{translate('Sign in')}</span>
      <button type="button" onClick={() => setLocale('fr')}>
        switch
      </button>
    </div>
  );
}

describe('locale store', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(async () => {
    cleanup();
    registerCatalog('fr', {});
    await applyFormatLocale('en');
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

  it('persists the choice, sets <html lang> and re-translates', async () => {
    registerCatalog('fr', { 'Sign in': 'Se connecter' });
    render(
      <I18nProvider initialLocale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('text').textContent).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');

    act(() => screen.getByRole('button', { name: 'switch' }).click());

    // The switch imports the whole French catalog and its number conventions first: on a busy runner
    // that cold import outlasts waitFor's default second.
    await waitFor(() => expect(screen.getByTestId('locale').textContent).toBe('fr'), { timeout: 5000 });
    expect(screen.getByTestId('text').textContent).toBe('Se connecter');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(getCurrentLocale()).toBe('fr');
    expect(t('Sign in')).toBe('Se connecter');
    // The number conventions load with the catalog (locale-loaders.ts).
    expect(formatNumber(',.2f', 1234.5)).toBe('1\u202f234,50');
  });

  it('starts from the stored locale', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    render(
      <I18nProvider initialLocale={readStoredLocale()}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale').textContent).toBe('fr');
  });

  it('falls back to English for a stored or browser locale without a catalog', () => {
    // Turkish is not a locale of the spec: no catalog can exist for it.
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'tr');
    expect(readStoredLocale()).toBe('en');
    window.localStorage.clear();
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['tr-TR', 'de-AT', 'fr']);
    expect(readStoredLocale()).toBe('de');
    languages.mockReturnValue(['tr-TR']);
    expect(readStoredLocale()).toBe('en');
    languages.mockRestore();
  });

  it('offers English and exactly the catalogs declared complete', () => {
    // A catalog file is offered in the language menu as soon as it exists, so each one must be complete.
    const complete = new Set(COMPLETE_CATALOGS.map(({ locale }) => locale));
    expect(AVAILABLE_LOCALES).toEqual(LOCALES.filter((locale) => locale === DEFAULT_LOCALE || complete.has(locale)));
    expect(AVAILABLE_LOCALES).toEqual(
      expect.arrayContaining(['en', 'fr', 'es', 'it', 'zh', 'ja', 'de', 'pt', 'pt_BR', 'ru', 'ko', 'sk', 'sl', 'nl']),
    );
  });
});
