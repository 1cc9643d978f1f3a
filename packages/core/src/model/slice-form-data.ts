import { parseJsonObject } from './json-object.js';

/** What a saved chart's form data is built from: its stored params and its own columns. */
export interface SliceColumns {
  id: number;
  params: string | null;
  viz_type: string;
  datasource_id: number | null;
  datasource_type?: string | null;
  cache_timeout: number | null;
}

/**
 * Superset's `Slice.form_data`: the saved params, then the chart's own id, type and datasource (and
 * its cache timeout when set), which win over the params. Charts written through the API often carry
 * params without `datasource`; explore and the dashboard both read it from here.
 */
export const sliceFormData = (c: SliceColumns): Record<string, unknown> => ({
  ...parseJsonObject(c.params),
  slice_id: c.id,
  viz_type: c.viz_type,
  ...(c.datasource_id !== null && { datasource: `${c.datasource_id}__${c.datasource_type ?? 'table'}` }),
  ...(c.cache_timeout !== null && { cache_timeout: c.cache_timeout }),
});
