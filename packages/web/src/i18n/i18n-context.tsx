import type { Locale } from '@tessera/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadCatalog } from './catalog-loaders';
import { getCurrentLocale, setCurrentLocale } from './current-locale';
import { applyFormatLocale } from './format-locale';
import { applyDocumentLocale, writeStoredLocale } from './locale-store';
import { translate, translatePlural, type TranslateFn, type TranslationArg } from './translate';

export type TranslatePluralFn = (singular: string, plural: string, count: number, ...args: TranslationArg[]) => string;

interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: TranslateFn;
  tn: TranslatePluralFn;
}

const I18nContext = createContext<I18nValue | null>(null);

export interface I18nProviderProps {
  children: ReactNode;
  /** Starting locale; defaults to the stored one. */
  initialLocale?: Locale;
}

export function I18nProvider({ children, initialLocale }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? getCurrentLocale());

  useEffect(() => {
    setCurrentLocale(locale);
    applyDocumentLocale(locale);
    void applyFormatLocale(locale);
  }, [locale]);

  // The catalog arrives before the switch, so the page never shows a half-translated state.
  const setLocale = useCallback((next: Locale) => {
    writeStoredLocale(next);
    void Promise.all([loadCatalog(next), applyFormatLocale(next)]).then(() => {
      setCurrentLocale(next);
      setLocaleState(next);
    });
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      locale,
      setLocale,
      t: (source, ...args) => translate(locale, source, args),
      tn: (singular, plural, count, ...args) => translatePlural(locale, singular, plural, count, args),
    }),
    [locale, setLocale],
  );

  return <I18nContext value={value}>{children}</I18nContext>;
}

const useI18n = (): I18nValue => {
  const value = useContext(I18nContext);
  if (value === null) throw new Error('useT() needs an <I18nProvider> above it');
  return value;
};

/** The translate function for the current locale: `t('Sign in')`, `t('%s rows', 12)`. */
export const useT = (): TranslateFn => useI18n().t;

export const useTn = (): TranslatePluralFn => useI18n().tn;

export const useLocale = (): Pick<I18nValue, 'locale' | 'setLocale'> => {
  const { locale, setLocale } = useI18n();
  return { locale, setLocale };
};
