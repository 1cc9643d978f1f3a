import { formatDate, parseDateFormat, sortsChronologically, TYPE_GENERIC } from '@tessera/core';
import type { Dialect } from '../engines/types.js';
import { badRequest } from '../http/http-error.js';
import type { QueryDatasetColumn } from './types.js';

/** The python_date_format of a time column that stores instants as text or numbers, if any. */
const formatOf = (ref: QueryDatasetColumn | null): string | null =>
  ref && ref.isDttm && ref.pythonDateFormat ? ref.pythonDateFormat : null;

const unreadable = (ref: QueryDatasetColumn, format: string, field: string) =>
  badRequest(
    `Column '${ref.name}' stores dates as '${format}' (python_date_format), which this database cannot read`,
    field,
  );

/**
 * A column as a timestamp: one with a python_date_format is read by the engine's parser, as
 * Superset reads epoch columns with epoch_to_dttm before a grain (and, for the time axis,
 * normalize_df parses the other formats after the query; here the engine does it).
 */
export const temporalSql = (dialect: Dialect, sql: string, ref: QueryDatasetColumn | null, field: string): string => {
  const format = formatOf(ref);
  if (format === null || ref === null) return sql;
  const parsed = dialect.parseTemporal(sql, format);
  if (parsed === null) throw unreadable(ref, format, field);
  return parsed;
};

export interface TimeComparison {
  /** The left side of `>= since` and `< until`. */
  expr: string;
  /** A range bound as the right side. */
  bound: (value: Date) => string;
}

/**
 * How a time range filters a column. Superset's dttm_sql_literal compares the column as stored
 * with the bound written in the column's format: epoch seconds or milliseconds (whole seconds,
 * int(dttm.timestamp())), or strftime text. That is kept where the format sorts in time order
 * ('%Y', '%Y-%m-%d'; a number when the column is numeric and the text all digits, so engines
 * without implicit casts compare too). A format that does not ('%d/%m/%Y') would compare as
 * text in the wrong order, so its values are parsed and compared with a timestamp instead.
 */
export const timeComparison = (
  dialect: Dialect,
  sql: string,
  ref: QueryDatasetColumn | null,
  field: string,
): TimeComparison => {
  const format = formatOf(ref);
  if (format === null || ref === null) return { expr: sql, bound: (d) => dialect.timestampLiteral(d) };
  const seconds = (d: Date): number => Math.trunc(d.getTime() / 1000);
  if (format === 'epoch_s') return { expr: sql, bound: (d) => dialect.literal(seconds(d)) };
  if (format === 'epoch_ms') return { expr: sql, bound: (d) => dialect.literal(seconds(d) * 1000) };
  const parts = parseDateFormat(format);
  if (parts !== null && sortsChronologically(parts)) {
    const numeric = ref.typeGeneric === TYPE_GENERIC.NUMERIC;
    return {
      expr: sql,
      bound: (d) => {
        const text = formatDate(d, parts);
        return dialect.literal(numeric && /^\d{1,15}$/.test(text) ? Number(text) : text);
      },
    };
  }
  return { expr: temporalSql(dialect, sql, ref, field), bound: (d) => dialect.timestampLiteral(d) };
};
