import {
  BIGINT,
  BOOLEAN,
  DOUBLE,
  DuckDBDataChunk,
  VARCHAR,
  type DuckDBType,
  type DuckDBValue,
  type JS,
} from '@duckdb/node-api';
import { PostProcessingError } from './errors.js';
import { orderKey, type Session } from './session.js';
import { commaList, quoteIdent } from './sql.js';
import type { ColumnType, Frame } from './types.js';
import { flatName, type WorkColumn, type WorkFrame, type WorkType } from './work-frame.js';

const COLUMN_TYPES: ReadonlySet<string> = new Set(['number', 'string', 'temporal', 'boolean']);
const CHUNK_ROWS = 2048;

const SQL_TYPE: Record<WorkType, string> = {
  number: 'DOUBLE',
  string: 'VARCHAR',
  temporal: 'BIGINT',
  boolean: 'BOOLEAN',
  list: 'DOUBLE[]',
};

const CHUNK_TYPE: Record<ColumnType, DuckDBType> = {
  number: DOUBLE,
  string: VARCHAR,
  temporal: BIGINT,
  boolean: BOOLEAN,
};

const toNumber = (v: unknown): DuckDBValue => {
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isNaN(n) ? null : n;
  }
  return null;
};

const toEpochMs = (v: unknown): DuckDBValue => {
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.round(v)) : null;
  if (typeof v === 'bigint') return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : BigInt(v.getTime());
  if (typeof v === 'string') {
    if (/^-?\d+$/.test(v.trim())) return BigInt(v.trim());
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? null : BigInt(ms);
  }
  return null;
};

const toText = (v: unknown): DuckDBValue => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  return JSON.stringify(v);
};

const toBool = (v: unknown): DuckDBValue => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isNaN(v) ? null : v !== 0;
  if (typeof v === 'string') return v.toLowerCase() === 'true' ? true : v.toLowerCase() === 'false' ? false : null;
  return null;
};

const COERCE: Record<ColumnType, (v: unknown) => DuckDBValue> = {
  number: toNumber,
  temporal: toEpochMs,
  string: toText,
  boolean: toBool,
};

const checkFrame = (frame: Frame): void => {
  if (!frame || !Array.isArray(frame.columns) || !Array.isArray(frame.rows)) {
    throw new PostProcessingError('frame: expected {columns: [], rows: []}');
  }
  frame.columns.forEach((c, i) => {
    if (typeof c?.name !== 'string' || !COLUMN_TYPES.has(c.type)) {
      throw new PostProcessingError(
        `frame: columns[${i}] must be {name: string, type: number|string|temporal|boolean}`,
      );
    }
  });
  const width = frame.columns.length;
  frame.rows.forEach((row, i) => {
    if (!Array.isArray(row) || row.length !== width) {
      throw new PostProcessingError(`frame: rows[${i}] must be an array of ${width} values`);
    }
  });
};

/** Loads the frame into a temp table through the appender, a data chunk (2048 rows) at a time. */
export const loadFrame = async (session: Session, frame: Frame): Promise<WorkFrame> => {
  checkFrame(frame);
  const columns: WorkColumn[] = frame.columns.map((c) => ({
    key: session.fresh('c'),
    label: c.name,
    type: c.type,
    index: false,
  }));
  const table = session.fresh('t');
  const defs = [`${orderKey} BIGINT`, ...columns.map((c) => `${quoteIdent(c.key)} ${SQL_TYPE[c.type]}`)];
  await session.exec(`CREATE TEMP TABLE ${quoteIdent(table)} (${commaList(defs)})`);
  const types = [BIGINT, ...frame.columns.map((c) => CHUNK_TYPE[c.type])];
  const coercers = frame.columns.map((c) => COERCE[c.type]);
  const appender = await session.connection.createAppender(table);
  try {
    for (let start = 0; start < frame.rows.length; start += CHUNK_ROWS) {
      const rows = frame.rows.slice(start, start + CHUNK_ROWS);
      const chunk = DuckDBDataChunk.create(types, rows.length);
      chunk.setColumnValues(
        0,
        rows.map((_, i) => BigInt(start + i)),
      );
      coercers.forEach((coerce, col) => {
        chunk.setColumnValues(
          col + 1,
          rows.map((row) => coerce(row[col])),
        );
      });
      appender.appendDataChunk(chunk);
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  return { table, columns, levelNames: null };
};

const fromNumber = (v: JS): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const FROM_DUCKDB: Record<WorkType, (v: JS) => unknown> = {
  number: fromNumber,
  temporal: fromNumber,
  string: (v) => (typeof v === 'string' ? v : null),
  boolean: (v) => (typeof v === 'boolean' ? v : null),
  list: (v) => (Array.isArray(v) ? v.map(fromNumber) : null),
};

/** Epoch milliseconds are exact in a double, and reading doubles skips bigint conversion. */
const READ_TYPE: Record<WorkType, string> = { ...SQL_TYPE, temporal: 'DOUBLE' };

/** Reads the frame back in row order; multi-level labels come out flattened as Superset's flatten names them. */
export const readFrame = async (session: Session, frame: WorkFrame): Promise<Frame> => {
  const columns = frame.columns.map(
    (c) => ({ name: flatName(c.label), type: c.type === 'list' ? 'string' : c.type }) as const,
  );
  if (frame.columns.length === 0) {
    const [count] = await session.rows(`SELECT count(*) FROM ${quoteIdent(frame.table)}`);
    return { columns: [], rows: Array.from({ length: Number(count?.[0] ?? 0) }, () => []) };
  }
  const select = frame.columns.map((c) => `CAST(${quoteIdent(c.key)} AS ${READ_TYPE[c.type]})`);
  const data = await session.columns(
    `SELECT ${commaList(select)} FROM ${quoteIdent(frame.table)} ORDER BY ${orderKey}`,
  );
  const converted = frame.columns.map((c, i) => (data[i] ?? []).map(FROM_DUCKDB[c.type]));
  const length = converted[0]?.length ?? 0;
  const rows: unknown[][] = new Array(length);
  for (let r = 0; r < length; r++) rows[r] = converted.map((col) => col[r]);
  return { columns, rows };
};
