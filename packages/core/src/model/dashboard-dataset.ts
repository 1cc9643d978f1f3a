import { z } from 'zod';
import { LegacyDatasourceSchema } from './datasource.js';

/**
 * One entry of `GET /api/v1/dashboard/{id_or_slug}/datasets` (Superset's DashboardDatasetSchema):
 * the datasource JSON explore reads (`uid` '{id}__table', columns, metrics, verbose_map,
 * column_formats, main_dttm_col, time grains, database) plus Superset's column name and type lists.
 */
export const DashboardDatasetSchema = LegacyDatasourceSchema.extend({
  column_names: z.array(z.string()),
  /** Superset's GenericDataType per column (0 numeric, 1 string, 2 temporal, 3 boolean), in column order. */
  column_types: z.array(z.number().int().nullable()),
});
export type DashboardDataset = z.infer<typeof DashboardDatasetSchema>;

export const DashboardDatasetsResponseSchema = z.object({ result: z.array(DashboardDatasetSchema) });
