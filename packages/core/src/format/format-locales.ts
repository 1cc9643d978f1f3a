import type { FormatLocaleDefinition } from 'd3-format';
import type { TimeLocaleDefinition } from 'd3-time-format';

/**
 * Number and date conventions per UI locale, as d3's own locale files define them
 * (d3-format/locale/fr-FR.json, de-DE.json; d3-time-format/locale/fr-FR.json, de-DE.json).
 * Superset's formatters keep an ASCII hyphen for minus, so every locale does too.
 */
export interface FormatLocale {
  number: FormatLocaleDefinition;
  time: TimeLocaleDefinition;
}

const EN_US: FormatLocale = {
  number: { decimal: '.', thousands: ',', grouping: [3], currency: ['$', ''], minus: '-' },
  time: {
    dateTime: '%x, %X',
    date: '%-m/%-d/%Y',
    time: '%-I:%M:%S %p',
    periods: ['AM', 'PM'],
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};

const FR_FR: FormatLocale = {
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

const DE_DE: FormatLocale = {
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

const BY_LANGUAGE: Readonly<Record<string, FormatLocale>> = { fr: FR_FR, de: DE_DE };

export const DEFAULT_FORMAT_LOCALE = EN_US;

/** The conventions for a UI locale (`fr`, `de`, `pt_BR`…); English (US) when none is defined. */
export const formatLocaleFor = (locale: string): FormatLocale => BY_LANGUAGE[locale.split(/[_-]/)[0] ?? ''] ?? EN_US;
