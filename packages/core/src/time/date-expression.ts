import { parseHumanDatetime, type TimeContext } from './human-datetime.js';
import { TimeRangeError } from './time-range-error.js';
import {
  TIME_UNITS,
  addUnits,
  fieldsOf,
  lastDay,
  toTimeUnit,
  truncate,
  type TimeUnit,
  type WallClock,
} from './wall-clock.js';

/**
 * Superset's advanced time expressions, evaluated while parsed:
 *   date := DATETIME("text") | DATEADD(date, int, unit) | DATETRUNC(date, unit) | LASTDAY(date, unit)
 *   int  := signed integer | DATEDIFF(date, date[, year|day])
 * Keywords and units are case-insensitive; a trailing comma before ')' is allowed, as in Superset.
 */

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'int'; value: number; text: string; at: number }
  | { kind: 'string'; value: string; text: string; at: number }
  | { kind: 'punct'; text: '(' | ')' | ','; at: number };

const TOKEN = /\s*(?:([A-Za-z_]+)|([+-]?\d+)|'([^']*)'|"([^"]*)"|([(),])|(\S))/y;

const tokenize = (source: string): Token[] => {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(source); m; m = TOKEN.exec(source)) {
    const at = m.index + m[0].length - m[0].trimStart().length;
    const [, word, int, single, double, punct, other] = m;
    if (word !== undefined) tokens.push({ kind: 'word', text: word, at });
    else if (int !== undefined) tokens.push({ kind: 'int', value: Number(int), text: int, at });
    else if (single !== undefined || double !== undefined) {
      tokens.push({ kind: 'string', value: single ?? double ?? '', text: m[0].trim(), at });
    } else if (punct === '(' || punct === ')' || punct === ',') tokens.push({ kind: 'punct', text: punct, at });
    else throw new TimeRangeError(`Unexpected character '${other ?? ''}' at position ${at + 1} in [${source}]`);
  }
  return tokens;
};

const DATE_FUNCTIONS: ReadonlySet<string> = new Set(['DATETIME', 'DATEADD', 'DATETRUNC', 'LASTDAY']);
const LASTDAY_UNITS: readonly TimeUnit[] = ['year', 'quarter', 'month', 'week', 'day'];

export const evaluateDateExpression = (source: string, ctx: TimeContext): WallClock => {
  const tokens = tokenize(source);
  let i = 0;

  const fail = (expected: string): never => {
    const t = tokens[i];
    const found = t ? `'${t.text}' at position ${t.at + 1}` : 'the end';
    throw new TimeRangeError(`Invalid time expression [${source}]: expected ${expected}, found ${found}`);
  };
  const punct = (text: '(' | ')' | ','): void => {
    const t = tokens[i];
    if (t?.kind === 'punct' && t.text === text) i += 1;
    else fail(`'${text}'`);
  };
  const closeArgs = (): void => {
    const t = tokens[i];
    if (t?.kind === 'punct' && t.text === ',') i += 1;
    punct(')');
  };
  const unit = (allowed: readonly TimeUnit[] = TIME_UNITS): TimeUnit => {
    const t = tokens[i];
    const u = t?.kind === 'word' ? toTimeUnit(t.text) : undefined;
    if (u === undefined || !allowed.includes(u)) return fail(`a unit (${allowed.join(', ')})`);
    i += 1;
    return u;
  };

  const date = (): WallClock => {
    const t = tokens[i];
    const name = t?.kind === 'word' ? t.text.toUpperCase() : '';
    if (name === 'HOLIDAY') throw new TimeRangeError('HOLIDAY() is not supported; use a date or DATEADD instead');
    if (!DATE_FUNCTIONS.has(name)) return fail('DATETIME, DATEADD, DATETRUNC or LASTDAY');
    i += 1;
    punct('(');
    switch (name) {
      case 'DATETIME': {
        const s = tokens[i];
        if (s?.kind !== 'string') return fail('a quoted date such as "2024-01-01" or "now"');
        i += 1;
        closeArgs();
        return parseHumanDatetime(s.value, ctx);
      }
      case 'DATEADD': {
        const d = date();
        punct(',');
        const n = int();
        punct(',');
        const u = unit();
        closeArgs();
        return addUnits(d, n, u);
      }
      case 'DATETRUNC': {
        const d = date();
        punct(',');
        const u = unit();
        closeArgs();
        return truncate(d, u);
      }
      case 'LASTDAY': {
        const d = date();
        punct(',');
        const u = unit(LASTDAY_UNITS);
        closeArgs();
        return lastDay(d, u);
      }
      default:
        return fail('DATETIME, DATEADD, DATETRUNC or LASTDAY');
    }
  };

  const int = (): number => {
    const t = tokens[i];
    if (t?.kind === 'int') {
      i += 1;
      return t.value;
    }
    if (t?.kind !== 'word' || t.text.toUpperCase() !== 'DATEDIFF') return fail('a whole number or DATEDIFF(...)');
    i += 1;
    punct('(');
    const from = date();
    punct(',');
    const to = date();
    let inYears = false;
    const next = tokens[i];
    if (next?.kind === 'punct' && next.text === ',' && tokens[i + 1]?.kind === 'word') {
      i += 1;
      inYears = unit(['year', 'day']) === 'year';
    }
    closeArgs();
    return inYears ? fieldsOf(to).year - fieldsOf(from).year : Math.floor((to - from) / 86_400_000);
  };

  const value = date();
  if (i < tokens.length) fail('the end of the expression');
  return value;
};

/** Sides that Superset hands to the expression grammar rather than the date parser. */
export const isDateExpression = (text: string): boolean => /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i.test(text);
