import { columnsOf, type FormData, type QueryColumn } from '@tessera/core';

/** The sunburst's hierarchy: `columns` (Superset's 'Hierarchy' control), else a legacy `groupby`. */
export const hierarchyColumns = (fd: FormData): QueryColumn[] => {
  const columns = columnsOf(fd['columns']);
  return columns.length > 0 ? columns : columnsOf(fd['groupby']);
};
