import { z } from 'zod';

/** Largest stored mask or filter set text: masks with long values (10,000-character strings) fit many times. */
export const FILTER_STATE_MAX_LENGTH = 2_000_000;

const jsonObjectText = (what: string) =>
  z
    .string()
    .min(1, 'This is a required field')
    .max(FILTER_STATE_MAX_LENGTH)
    .refine((text) => {
      try {
        const v: unknown = JSON.parse(text);
        return typeof v === 'object' && v !== null && !Array.isArray(v);
      } catch {
        return false;
      }
    }, `${what} must be a JSON object`);

/**
 * `POST/PUT /api/v1/dashboard/{id}/filter_state[/{key}]` (Superset's TemporaryCachePostSchema):
 * `value` is the JSON text of the dashboard's data mask map, stored as sent.
 */
export const DashboardFilterStateWriteSchema = z.object({ value: jsonObjectText('value') });
export type DashboardFilterStateWrite = z.infer<typeof DashboardFilterStateWriteSchema>;

/** The `tab_id` query parameter: one browser tab's entry, so two tabs keep their own selection. */
export const DashboardFilterStateTabSchema = z.object({ tab_id: z.coerce.number().int().min(0).optional() });

/** The owner kinds of a filter set (Superset's USER_OWNER_TYPE and DASHBOARD_OWNER_TYPE). */
export const FILTER_SET_OWNER_TYPES = ['User', 'Dashboard'] as const;
export type FilterSetOwnerType = (typeof FILTER_SET_OWNER_TYPES)[number];

/**
 * A filter set's json_metadata (Superset's JsonMetadataSchema): the data mask map it restores
 * and the native filters as they were; other keys are kept.
 */
export const FilterSetMetadataSchema = z
  .object({
    dataMask: z.record(z.string(), z.unknown()),
    nativeFilters: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown());
export type FilterSetMetadata = z.infer<typeof FilterSetMetadataSchema>;

const filterSetMetadataText = z
  .string()
  .min(1, 'This is a required field')
  .max(FILTER_STATE_MAX_LENGTH)
  .refine((text) => {
    try {
      return FilterSetMetadataSchema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, 'json_metadata must be JSON holding a dataMask object');

/**
 * `POST /api/v1/dashboard/{id}/filtersets` (Superset's FilterSetPostSchema). A 'User' set needs
 * its owner_id (the user); a 'Dashboard' set belongs to the dashboard of the path.
 */
export const FilterSetCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'This is a required field').max(500),
    description: z.string().max(1000).nullish(),
    json_metadata: filterSetMetadataText,
    owner_type: z.enum(FILTER_SET_OWNER_TYPES),
    owner_id: z.number().int().positive().optional(),
  })
  .refine((v) => v.owner_type !== 'User' || v.owner_id !== undefined, {
    path: ['owner_id'],
    message: 'owner_id is mandatory when owner_type is User',
  });
export type FilterSetCreate = z.infer<typeof FilterSetCreateSchema>;

/**
 * `PUT /api/v1/dashboard/{id}/filtersets/{pk}` (Superset's FilterSetPutSchema): any of the fields;
 * the owner follows owner_type (the dashboard, or the user who writes).
 */
export const FilterSetUpdateSchema = z.object({
  name: z.string().trim().min(1, 'This is a required field').max(500).optional(),
  description: z.string().max(1000).nullish(),
  json_metadata: filterSetMetadataText.optional(),
  owner_type: z.enum(FILTER_SET_OWNER_TYPES).optional(),
});
export type FilterSetUpdate = z.infer<typeof FilterSetUpdateSchema>;

/** One filter set as the API answers it; `params` is json_metadata parsed, as Superset lists it. */
export const FilterSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  json_metadata: z.string(),
  params: z.record(z.string(), z.unknown()),
  owner_type: z.enum(FILTER_SET_OWNER_TYPES),
  owner_id: z.number().int(),
  dashboard_id: z.number().int(),
  changed_on: z.string().nullable(),
});
export type FilterSet = z.infer<typeof FilterSetSchema>;

/** `GET /api/v1/dashboard/{id}/filtersets`: the sets the user may see. */
export const FilterSetListSchema = z.object({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(FilterSetSchema),
});
export type FilterSetList = z.infer<typeof FilterSetListSchema>;
