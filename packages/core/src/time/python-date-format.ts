/**
 * A dataset column's `python_date_format`: how a time column stored as text or a number holds
 * its instants. Superset accepts a strftime pattern ('%Y', '%Y-%m-%d', '%d/%m/%Y %H:%M:%S') or
 * 'epoch_s' / 'epoch_ms' (seconds or milliseconds since 1970-01-01 UTC).
 */
export const EPOCH_DATE_FORMATS = ['epoch_s', 'epoch_ms'] as const;
export type EpochDateFormat = (typeof EPOCH_DATE_FORMATS)[number];

export const isEpochDateFormat = (format: string): format is EpochDateFormat =>
  (EPOCH_DATE_FORMATS as readonly string[]).includes(format);

/** The strftime directives Tessera reads and writes (no weekday, week number or zone ones). */
export const DATE_DIRECTIVES = ['Y', 'y', 'm', 'd', 'H', 'I', 'M', 'S', 'f', 'p', 'b', 'B', 'j'] as const;
export type DateDirective = (typeof DATE_DIRECTIVES)[number];

export type DateFormatPart = { directive: DateDirective } | { text: string };

const isDirective = (c: string): c is DateDirective => (DATE_DIRECTIVES as readonly string[]).includes(c);

/** The parts of a strftime pattern, or null when it uses a directive outside DATE_DIRECTIVES. */
export const parseDateFormat = (format: string): DateFormatPart[] | null => {
  const parts: DateFormatPart[] = [];
  let text = '';
  for (let i = 0; i < format.length; i += 1) {
    const c = format[i] as string;
    if (c !== '%') {
      text += c;
      continue;
    }
    const next = format[i + 1];
    i += 1;
    if (next === '%') {
      text += '%';
      continue;
    }
    if (next === undefined || !isDirective(next)) return null;
    if (text !== '') parts.push({ text });
    text = '';
    parts.push({ directive: next });
  }
  if (text !== '') parts.push({ text });
  return parts.some((p) => 'directive' in p) ? parts : null;
};

const MONTHS = [
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
];
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const field = (d: Date, directive: DateDirective): string => {
  const hour = d.getUTCHours();
  switch (directive) {
    case 'Y':
      return pad(d.getUTCFullYear(), 4);
    case 'y':
      return pad(d.getUTCFullYear() % 100);
    case 'm':
      return pad(d.getUTCMonth() + 1);
    case 'd':
      return pad(d.getUTCDate());
    case 'H':
      return pad(hour);
    case 'I':
      return pad(hour % 12 === 0 ? 12 : hour % 12);
    case 'M':
      return pad(d.getUTCMinutes());
    case 'S':
      return pad(d.getUTCSeconds());
    case 'f':
      return pad(d.getUTCMilliseconds() * 1000, 6);
    case 'p':
      return hour < 12 ? 'AM' : 'PM';
    case 'b':
      return (MONTHS[d.getUTCMonth()] as string).slice(0, 3);
    case 'B':
      return MONTHS[d.getUTCMonth()] as string;
    case 'j':
      return pad(Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1, 3);
  }
};

/** Python's `datetime.strftime` of a wall-clock instant (its UTC fields), in the C locale. */
export const formatDate = (d: Date, parts: readonly DateFormatPart[]): string =>
  parts.map((p) => ('text' in p ? p.text : field(d, p.directive))).join('');

/** The order text in a format sorts by: every field fixed width, from the year down. */
const CHRONOLOGICAL: readonly DateDirective[] = ['Y', 'm', 'd', 'H', 'M', 'S', 'f'];

/**
 * Whether values in this format compare (as text, or as numbers when all digits) in time order:
 * '%Y', '%Y-%m-%d', '%Y%m%d', '%Y-%m-%d %H:%M:%S', but not '%d/%m/%Y' or '%b %Y'.
 */
export const sortsChronologically = (parts: readonly DateFormatPart[]): boolean => {
  const fields = parts.flatMap((p) => ('directive' in p ? [p.directive] : []));
  return fields.every((f, i) => CHRONOLOGICAL[i] === f);
};
