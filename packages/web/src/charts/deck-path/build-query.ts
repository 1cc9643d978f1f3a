import type { FormData, QueryContextInput } from '@tessera/core';
import { readString } from '../form-data';
import { buildDeckQuery, extraColumns } from '../deck/query';

/** Superset's deck_path query: the lines column (a row per path) and the tooltip's extra columns. */
export const buildQuery = (formData: FormData): QueryContextInput => {
  const line = readString(formData, 'line_column');
  return buildDeckQuery(formData, { columns: [line, ...extraColumns(formData)], nullable: [line] });
};
