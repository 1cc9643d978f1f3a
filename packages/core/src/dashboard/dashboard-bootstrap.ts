import { z } from 'zod';
import { DashboardChartSchema, DashboardDetailSchema } from '../model/dashboard.js';
import { DashboardDatasetSchema } from '../model/dashboard-dataset.js';
import { MeRolesSchema } from '../model/user.js';

/**
 * What the server inlines into the SPA's HTML for `/tessera/dashboard/{id_or_slug}/` (as Superset
 * renders its `bootstrap_data` into the dashboard page): the answers of `GET /api/v1/me/roles/`,
 * `/api/v1/dashboard/{x}`, `/charts` and `/datasets` and the session's CSRF token, each computed
 * by the same service and access checks as its endpoint, so the page needs no round trip before
 * it can draw. `datasets` is null when that endpoint would have failed (charts then load their own).
 */
export const DashboardBootstrapSchema = z.object({
  /** The dashboard as the URL names it: the page keys its queries by this text. */
  id_or_slug: z.string(),
  me_roles: MeRolesSchema,
  csrf_token: z.string(),
  dashboard: DashboardDetailSchema,
  charts: z.array(DashboardChartSchema),
  datasets: z.array(DashboardDatasetSchema).nullable(),
});
export type DashboardBootstrap = z.infer<typeof DashboardBootstrapSchema>;
