import type { ExploreDatasource } from '../../../../controls/types';

/** Spec 02 §2: titles longer than this are cut in the header and shown whole in a tooltip. */
export const TITLE_TOOLTIP_LIMIT = 25;

/** A SQL Lab query explored as it is (Superset's datasource type 'query'), not a saved dataset. */
export const isQueryDatasource = (datasource: ExploreDatasource): boolean => {
  // The datasource schema only knows saved tables; a query answer is told apart by its type.
  const type: string = datasource.type;
  return type === 'query';
};

/** The dataset's name, or its SQL for a query dataset. */
export const datasetTitle = (datasource: ExploreDatasource): string =>
  datasource.sql && (isQueryDatasource(datasource) || (datasource.kind === 'virtual' && datasource.table_name === ''))
    ? datasource.sql
    : datasource.table_name || datasource.name;

/** The header text and the tooltip: a long title is truncated after 25 characters. */
export const titleParts = (title: string): { text: string; tooltip: string | null } =>
  title.length > TITLE_TOOLTIP_LIMIT
    ? { text: `${title.slice(0, TITLE_TOOLTIP_LIMIT)}…`, tooltip: title }
    : { text: title, tooltip: null };
