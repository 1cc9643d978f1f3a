import type { TimeLocaleDefinition } from 'd3-time-format';
import type { FormatLocale } from './format-locales.js';

/**
 * The conventions d3 ships no file for, written after CLDR: Slovak numbers and dates, Slovenian and
 * European Portuguese dates; and French and German, kept as first written (French groups thousands
 * with the narrow no-break space U+202F, as Intl does, where d3's fr-FR.json has U+00A0).
 * Loaded on demand by load-format-locale.ts, like d3's files.
 */
export const FR_FR: FormatLocale = {
  // d3's fr-FR groups thousands with a narrow no-break space (U+202F).
  number: {
    decimal: ',',
    thousands: '\u202f',
    grouping: [3],
    currency: ['', '\u00a0€'],
    minus: '-',
    percent: '\u202f%',
  },
  time: {
    dateTime: '%A %e %B %Y à %X',
    date: '%d/%m/%Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
    days: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    shortDays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    shortMonths: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
};

export const DE_DE: FormatLocale = {
  number: { decimal: ',', thousands: '.', grouping: [3], currency: ['', '\u00a0€'], minus: '-' },
  time: {
    dateTime: '%A, der %e. %B %Y, %X',
    date: '%d.%m.%Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
    days: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    shortDays: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    shortMonths: ['Jan', 'Feb', 'Mrz', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  },
};

export const SK_SK: FormatLocale = {
  number: { decimal: ',', thousands: '\u00a0', grouping: [3], currency: ['', '\u00a0€'], minus: '-' },
  time: {
    dateTime: '%A %-d. %B %Y, %X',
    date: '%-d. %-m. %Y',
    time: '%H:%M:%S',
    periods: ['AM', 'PM'],
    days: ['nedeľa', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota'],
    shortDays: ['ne', 'po', 'ut', 'st', 'št', 'pi', 'so'],
    months: [
      'január',
      'február',
      'marec',
      'apríl',
      'máj',
      'jún',
      'júl',
      'august',
      'september',
      'október',
      'november',
      'december',
    ],
    shortMonths: ['jan', 'feb', 'mar', 'apr', 'máj', 'jún', 'júl', 'aug', 'sep', 'okt', 'nov', 'dec'],
  },
};

export const SL_SI_TIME: TimeLocaleDefinition = {
  dateTime: '%A, %-d. %B %Y %X',
  date: '%-d. %-m. %Y',
  time: '%H:%M:%S',
  periods: ['dop.', 'pop.'],
  days: ['nedelja', 'ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota'],
  shortDays: ['ned.', 'pon.', 'tor.', 'sre.', 'čet.', 'pet.', 'sob.'],
  months: [
    'januar',
    'februar',
    'marec',
    'april',
    'maj',
    'junij',
    'julij',
    'avgust',
    'september',
    'oktober',
    'november',
    'december',
  ],
  shortMonths: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'avg.', 'sep.', 'okt.', 'nov.', 'dec.'],
};

export const PT_PT_TIME: TimeLocaleDefinition = {
  dateTime: '%A, %-d de %B de %Y, %X',
  date: '%d/%m/%Y',
  time: '%H:%M:%S',
  periods: ['AM', 'PM'],
  days: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
  shortDays: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  months: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  shortMonths: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
};
