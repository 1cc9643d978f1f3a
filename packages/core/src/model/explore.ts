import { z } from 'zod';
import { DATASOURCE_TYPES, LegacyDatasourceSchema } from './datasource.js';
import { ChartDashboardRefSchema } from './chart.js';

const FormDataSchema = z.record(z.string(), z.unknown());
const key = z.string().trim().min(1).max(128);
const positiveId = z.coerce.number().int().positive();

/** `GET /api/v1/explore/`: what to open (Superset's ExploreGetSchema; `dataset_id` is Tessera's page alias). */
export const ExploreQuerySchema = z.object({
  slice_id: positiveId.optional(),
  datasource_id: positiveId.optional(),
  dataset_id: positiveId.optional(),
  datasource_type: z.enum(DATASOURCE_TYPES).optional(),
  permalink_key: key.optional(),
  form_data_key: key.optional(),
});
export type ExploreQuery = z.infer<typeof ExploreQuerySchema>;

/** Superset's `Slice.data`: the saved chart as explore reads it. */
export const ExploreSliceSchema = z.object({
  slice_id: z.number().int(),
  slice_name: z.string(),
  description: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  changed_on: z.string().nullable(),
  changed_on_humanized: z.string(),
  datasource: z.string().nullable(),
  edit_url: z.string(),
  slice_url: z.string(),
  form_data: FormDataSchema,
  query_context: z.string().nullable(),
  owners: z.array(z.number().int()),
  is_managed_externally: z.boolean(),
});
export type ExploreSlice = z.infer<typeof ExploreSliceSchema>;

export const ExploreMetadataSchema = z.object({
  created_on_humanized: z.string(),
  changed_on_humanized: z.string(),
  owners: z.array(z.string()),
  dashboards: z.array(ChartDashboardRefSchema),
  created_by: z.string().optional(),
  changed_by: z.string().optional(),
});

export const ExploreResponseSchema = z.object({
  result: z.object({
    dataset: LegacyDatasourceSchema.nullable(),
    form_data: FormDataSchema,
    slice: ExploreSliceSchema.nullable(),
    message: z.string().nullable(),
    metadata: ExploreMetadataSchema.nullable(),
  }),
});
export type ExploreResponse = z.infer<typeof ExploreResponseSchema>;

/** Superset's ExplorePermalinkStateSchema: form data plus the page's extra URL parameters. */
export const ExplorePermalinkStateSchema = z.object({
  formData: FormDataSchema,
  urlParams: z
    .array(z.tuple([z.string().max(1024), z.string().max(65_536)]))
    .max(100)
    .nullable()
    .optional(),
});
export type ExplorePermalinkState = z.infer<typeof ExplorePermalinkStateSchema>;

export const ExplorePermalinkCreatedSchema = z.object({ key: z.string(), url: z.string() });

/** What `GET /api/v1/explore/permalink/{key}` answers (Superset's stored permalink value). */
export const ExplorePermalinkValueSchema = z.object({
  chartId: z.number().int().nullable(),
  datasourceId: z.number().int(),
  datasourceType: z.string(),
  datasource: z.string(),
  state: ExplorePermalinkStateSchema,
});
export type ExplorePermalinkValue = z.infer<typeof ExplorePermalinkValueSchema>;

/** `POST/PUT /api/v1/explore/form_data` (Superset's FormDataPostSchema); `form_data` is JSON text. */
export const ExploreFormDataWriteSchema = z.object({
  datasource_id: z.number().int().positive(),
  datasource_type: z.enum(DATASOURCE_TYPES),
  chart_id: z.number().int().positive().nullable().optional(),
  form_data: z.string().min(1, 'This is a required field').max(1_000_000),
});
export type ExploreFormDataWrite = z.infer<typeof ExploreFormDataWriteSchema>;

export const ExploreFormDataTabSchema = z.object({ tab_id: z.coerce.number().int().min(0).optional() });
export const ExploreFormDataKeySchema = z.object({ key });
