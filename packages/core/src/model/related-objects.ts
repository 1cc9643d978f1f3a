import { z } from 'zod';

/**
 * `GET /api/v1/database/{pk}/related_objects/` and `GET /api/v1/dataset/{pk}/related_objects`:
 * the charts built on the object and the dashboards showing them, as Superset answers them, so a
 * delete can say what it breaks.
 */
export const RelatedObjectsSchema = z.object({
  charts: z.object({
    count: z.number().int(),
    result: z.array(z.object({ id: z.number().int(), slice_name: z.string(), viz_type: z.string() })),
  }),
  dashboards: z.object({
    count: z.number().int(),
    result: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string().nullable(),
        json_metadata: z.string().nullable(),
      }),
    ),
  }),
});
export type RelatedObjects = z.infer<typeof RelatedObjectsSchema>;
