import type { z } from 'zod';
import { PostProcessingError } from './errors.js';
import type { selectOptionsSchema, sortOptionsSchema } from './schemas.js';
import { orderKey, type Session } from './session.js';
import { commaList, quoteIdent } from './sql.js';
import {
  dataColumns,
  indexColumns,
  isMultiLevel,
  resolveGroup,
  resolveOne,
  type WorkColumn,
  type WorkFrame,
} from './work-frame.js';

type SortOptions = z.output<typeof sortOptionsSchema>;

const sortKeys = (frame: WorkFrame, options: SortOptions): { columns: WorkColumn[]; ascending: boolean[] } => {
  const legacy = !options.by && !options.is_sort_index && options.columns ? options.columns : null;
  const by = legacy ? Object.keys(legacy) : typeof options.by === 'string' ? [options.by] : (options.by ?? []);
  const asc = legacy ? Object.values(legacy) : (options.ascending ?? true);
  if (options.is_sort_index) {
    const columns = indexColumns(frame);
    return { columns, ascending: columns.map((_, i) => (Array.isArray(asc) ? (asc[i] ?? true) : asc)) };
  }
  if (by.length === 0) throw new PostProcessingError('sort: either options.is_sort_index or options.by is required');
  if (Array.isArray(asc) && asc.length !== by.length) {
    throw new PostProcessingError(
      `sort: options.ascending has ${asc.length} values for ${by.length} columns in options.by`,
    );
  }
  return {
    columns: by.map((name, i) => resolveOne(frame, name, `sort: options.by[${i}]`)),
    ascending: by.map((_, i) => (Array.isArray(asc) ? (asc[i] as boolean) : asc)),
  };
};

/** sort_values / sort_index: nulls last either way, ties keep their order. */
export const sort = async (session: Session, frame: WorkFrame, options: SortOptions): Promise<WorkFrame> => {
  const { columns, ascending } = sortKeys(frame, options);
  const descendingIndex = options.is_sort_index && columns.length === 0 && options.ascending === false;
  const terms = [
    ...columns.map((c, i) => `${quoteIdent(c.key)} ${ascending[i] ? 'ASC' : 'DESC'} NULLS LAST`),
    `${orderKey} ${descendingIndex ? 'DESC' : 'ASC'}`,
  ];
  const select = `SELECT * EXCLUDE (${orderKey}), row_number() OVER (ORDER BY ${commaList(terms)}) AS ${orderKey} FROM ${quoteIdent(frame.table)}`;
  return session.derive(frame, select, frame.columns);
};

const relabel = (column: WorkColumn, mapping: Record<string, string>): WorkColumn => {
  const label = isMultiLevel(column.label)
    ? column.label.map((cell) => (cell !== null && Object.hasOwn(mapping, cell) ? (mapping[cell] as string) : cell))
    : Object.hasOwn(mapping, column.label)
      ? (mapping[column.label] as string)
      : column.label;
  return { ...column, label };
};

/** Picks, drops and renames columns; the index always stays. Only metadata changes. */
export const select = (frame: WorkFrame, options: z.output<typeof selectOptionsSchema>): WorkFrame => {
  const index = indexColumns(frame);
  let columns = dataColumns(frame);
  if (options.columns && options.columns.length > 0) {
    columns = options.columns.flatMap((name, i) =>
      index.some((c) => c.label === name) ? [] : resolveGroup(frame, name, `select: options.columns[${i}]`),
    );
  }
  for (const [i, name] of (options.exclude ?? []).entries()) {
    const drop = new Set(resolveGroup({ ...frame, columns }, name, `select: options.exclude[${i}]`));
    columns = columns.filter((c) => !drop.has(c));
  }
  const rename = options.rename;
  if (rename) columns = columns.map((c) => relabel(c, rename));
  return { ...frame, columns: [...index, ...columns] };
};
