import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { DEFAULT_FORMAT_LOCALE, type FormatLocale } from './format-locales.js';

// Apart from format-locales.ts (which every formatter imports for the English default), so the
// schemas and loaders below ship only in the chunk that switches locales.
const text = z.string();
const d3NumberSchema = z.object({
  decimal: text,
  thousands: text,
  grouping: z.array(z.number()),
  currency: z.tuple([text, text]),
  percent: text.optional(),
});
const week = z.tuple([text, text, text, text, text, text, text]);
const year = z.tuple([text, text, text, text, text, text, text, text, text, text, text, text]);
const d3TimeSchema = z.object({
  dateTime: text,
  date: text,
  time: text,
  periods: z.tuple([text, text]),
  days: week,
  shortDays: week,
  months: year,
  shortMonths: year,
});

interface JsonModule {
  default: unknown;
}

/** A locale from d3's JSON files (typed as plain arrays by TypeScript, so checked once per load). */
const fromD3 = async (number: Promise<JsonModule>, time: Promise<JsonModule>): Promise<FormatLocale> => {
  const [numberFile, timeFile] = await Promise.all([number, time]);
  return {
    number: { ...d3NumberSchema.parse(numberFile.default), minus: '-' },
    time: d3TimeSchema.parse(timeFile.default),
  };
};

const byHand = () => import('./format-locales-by-hand.js');

/**
 * One loader per spec locale besides English, each its own chunk for the web: a French user never
 * downloads the Japanese month names.
 */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<FormatLocale>>> = {
  fr: async () => (await byHand()).FR_FR,
  de: async () => (await byHand()).DE_DE,
  es: () => fromD3(import('d3-format/locale/es-ES'), import('d3-time-format/locale/es-ES')),
  it: () => fromD3(import('d3-format/locale/it-IT'), import('d3-time-format/locale/it-IT')),
  pt: async () => {
    const [number, hand] = await Promise.all([import('d3-format/locale/pt-PT'), byHand()]);
    return { number: { ...d3NumberSchema.parse(number.default), minus: '-' }, time: hand.PT_PT_TIME };
  },
  pt_BR: () => fromD3(import('d3-format/locale/pt-BR'), import('d3-time-format/locale/pt-BR')),
  nl: () => fromD3(import('d3-format/locale/nl-NL'), import('d3-time-format/locale/nl-NL')),
  ru: () => fromD3(import('d3-format/locale/ru-RU'), import('d3-time-format/locale/ru-RU')),
  zh: () => fromD3(import('d3-format/locale/zh-CN'), import('d3-time-format/locale/zh-CN')),
  ja: () => fromD3(import('d3-format/locale/ja-JP'), import('d3-time-format/locale/ja-JP')),
  ko: () => fromD3(import('d3-format/locale/ko-KR'), import('d3-time-format/locale/ko-KR')),
  sk: async () => (await byHand()).SK_SK,
  sl: async () => {
    const [number, hand] = await Promise.all([import('d3-format/locale/sl-SI'), byHand()]);
    return { number: { ...d3NumberSchema.parse(number.default), minus: '-' }, time: hand.SL_SI_TIME };
  },
};

const isLoaderKey = (code: string): code is keyof typeof LOADERS => Object.hasOwn(LOADERS, code);

/** The conventions for a UI locale (`fr`, `pt_BR`, `pt-BR`…), else for its language; English (US) otherwise. */
export const loadFormatLocale = async (locale: string): Promise<FormatLocale> => {
  const code = [locale.replace('-', '_'), locale.split(/[_-]/)[0] ?? ''].find(isLoaderKey);
  return code === undefined ? DEFAULT_FORMAT_LOCALE : LOADERS[code]();
};
