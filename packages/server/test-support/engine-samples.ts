import mysql from 'mysql2/promise';
import { SUB_DAY_SECONDS, type TimeGrain } from '@tessera/core';
import { requireService } from './services.js';

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

export const mysqlAvailable = (): Promise<boolean> =>
  requireService('MariaDB/MySQL', async () => {
    const conn = await mysql.createConnection({ uri: TEST_MYSQL_URL, connectTimeout: 3000 });
    await conn.end();
  });

/** A prefix unique to this run, for objects created in shared test databases. */
export const uniquePrefix = (): string =>
  `tessera_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;

/** Instants the grain tests bucket: mid-week, week edges, a year edge, a leap day, and before 1970. */
export const SAMPLE_TIMESTAMPS: readonly string[] = [
  '2024-03-13T15:47:31.250Z',
  '2024-03-17T00:00:00.000Z',
  '2024-03-16T23:59:59.000Z',
  '2023-12-31T05:59:59.000Z',
  '2024-01-01T00:00:00.000Z',
  '2024-02-29T12:34:56.789Z',
  '1969-12-31T23:59:59.000Z',
];

/** `2024-03-13 15:47:31.250` as the engines store it (UTC, no zone). */
export const naiveTimestamp = (iso: string): string => iso.replace('T', ' ').replace('Z', '');

const DAY = 86_400_000;

/** An independent reference for each grain's bucket start (UTC), used to check every engine. */
export function expectedBucket(grain: TimeGrain, iso: string): number {
  const ms = Date.parse(iso);
  const seconds = SUB_DAY_SECONDS[grain];
  if (seconds !== undefined) return Math.floor(ms / (seconds * 1000)) * seconds * 1000;
  const day = Math.floor(ms / DAY) * DAY;
  const d = new Date(day);
  const dow = d.getUTCDay();
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (grain) {
    case 'P1D':
      return day;
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
      return day - ((dow + 6) % 7) * DAY;
    case '1969-12-28T00:00:00Z/P1W':
      return day - dow * DAY;
    case 'P1W/1970-01-03T00:00:00Z':
      return day + (6 - dow) * DAY;
    case 'P1W/1970-01-04T00:00:00Z':
      return day + ((7 - dow) % 7) * DAY;
    case 'P1M':
      return Date.UTC(y, m, 1);
    case 'P3M':
      return Date.UTC(y, m - (m % 3), 1);
    case 'P1Y':
      return Date.UTC(y, 0, 1);
    default:
      throw new Error(`No reference for grain ${grain}`);
  }
}

/** Strings that break naive quoting; NUL is excluded because the dialects refuse it. */
export const HOSTILE_STRINGS: readonly string[] = [
  "it's",
  "''",
  '\\',
  "\\'",
  "a\\'; SELECT 1; --",
  "'; DROP TABLE x; --",
  '"double" `back` [square]',
  'é漢字😀 ñ ß',
  'line1\nline2\ttab\r',
  '%_*?',
  '$$ $1 :name ? {p:String}',
  'trailing\\',
  '\\x41\\n\\0\\t',
  '/* not a comment */ -- nor this',
  '',
];

export const HOSTILE_IDENTIFIERS: readonly string[] = [
  'with space',
  'quote"inside',
  'back`tick',
  "single'quote",
  'MixedCase',
  'select',
  'é漢字',
];
