import type { z } from 'zod';
import { PostProcessingError } from './errors.js';
import type { flattenOptionsSchema, renameOptionsSchema } from './schemas.js';
import { dataColumns, flatName, isMultiLevel, type LabelCell, type WorkColumn, type WorkFrame } from './work-frame.js';

const levelCount = (frame: WorkFrame): number => {
  const first = dataColumns(frame).find((c) => isMultiLevel(c.label));
  return first && isMultiLevel(first.label) ? first.label.length : 1;
};

const resolveLevel = (frame: WorkFrame, level: number | string, where: string): number => {
  const count = levelCount(frame);
  const n = typeof level === 'number' ? (level < 0 ? count + level : level) : (frame.levelNames ?? []).indexOf(level);
  if (n < 0 || n >= count)
    throw new PostProcessingError(`${where} is not a level of the columns: ${JSON.stringify(level)}`);
  return n;
};

const cellsAt = (column: WorkColumn, level: number | null): LabelCell[] => {
  if (!isMultiLevel(column.label)) return [column.label];
  return level === null ? [...column.label] : [column.label[level] ?? null];
};

/** DataFrame.rename(columns=..., level=...); null drops a level's text from the flattened name. */
export const rename = (frame: WorkFrame, options: z.output<typeof renameOptionsSchema>): WorkFrame => {
  const entries = Object.entries(options.columns);
  if (entries.length === 0) return frame;
  const level =
    options.level === null || options.level === undefined
      ? null
      : resolveLevel(frame, options.level, 'rename: options.level');
  const data = dataColumns(frame);
  // Superset checks the names against the level being renamed (the top level by default).
  const existing = new Set(data.flatMap((c) => cellsAt(c, level ?? 0)));
  for (const [old] of entries) {
    if (!existing.has(old)) {
      throw new PostProcessingError(
        `rename: options.columns references a column that does not exist: ${JSON.stringify(old)}`,
      );
    }
  }
  if (entries.every(([, name]) => name !== null && existing.has(name))) {
    throw new PostProcessingError('rename: options.columns only names labels that already exist');
  }
  const mapping = new Map(entries);
  const columns = frame.columns.map((c) => {
    if (c.index) return c;
    if (!isMultiLevel(c.label)) {
      if (!mapping.has(c.label)) return c;
      const name = mapping.get(c.label);
      if (name === null || name === undefined) {
        throw new PostProcessingError(
          `rename: options.columns.${c.label} may only be null for pivoted (multi-level) columns`,
        );
      }
      return { ...c, label: name };
    }
    const label = c.label.map((cell, i) =>
      cell !== null && (level === null || level === i) && mapping.has(cell) ? (mapping.get(cell) ?? null) : cell,
    );
    return { ...c, label };
  });
  return { ...frame, columns };
};

/** Superset's flatten: joins the levels of pivoted columns and turns the index into columns. */
export const flatten = (frame: WorkFrame, options: z.output<typeof flattenOptionsSchema>): WorkFrame => {
  const multi = frame.columns.some((c) => isMultiLevel(c.label));
  const drop = new Set(
    multi ? (options.drop_levels ?? []).map((l) => resolveLevel(frame, l, 'flatten: options.drop_levels')) : [],
  );
  const columns = frame.columns.map((c) => {
    const label = isMultiLevel(c.label) ? flatName(c.label.filter((_, i) => !drop.has(i))) : c.label;
    // A single level left after dropping still goes through the escaping join, as in Superset.
    return { ...c, label, index: options.reset_index === false ? c.index : false };
  });
  return { ...frame, columns, levelNames: null };
};
