import type { ExploreDatasource } from '../../../../controls/types';

/** Spec 02 §2: titles longer than this are cut in the header and shown whole in a tooltip. */
export const TITLE_TOOLTIP_LIMIT = 25;

/** The dataset's name, or its SQL for a query dataset. */
export const datasetTitle = (datasource: ExploreDatasource): string =>
  datasource.kind === 'virtual' && datasource.sql && datasource.table_name === ''
    ? datasource.sql
    : datasource.table_name || datasource.name;

/** The header text and the tooltip: a long title is truncated after 25 characters. */
export const titleParts = (title: string): { text: string; tooltip: string | null } =>
  title.length > TITLE_TOOLTIP_LIMIT
    ? { text: `${title.slice(0, TITLE_TOOLTIP_LIMIT)}…`, tooltip: title }
    : { text: title, tooltip: null };
