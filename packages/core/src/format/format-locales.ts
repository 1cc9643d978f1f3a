import type { FormatLocaleDefinition } from 'd3-format';
import type { TimeLocaleDefinition } from 'd3-time-format';

/**
 * Number and date conventions per UI locale, from d3's own locale files (d3-format/locale/*.json,
 * d3-time-format/locale/*.json) where d3 has one, else written by hand (format-locales-by-hand.ts).
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

export const DEFAULT_FORMAT_LOCALE = EN_US;
