import { z } from 'zod';

/**
 * Superset's DashboardPermalinkStateSchema: what a shared dashboard link restores — the page's
 * URL parameters, the data mask of its filters, the open tabs and the anchor scrolled to.
 */
export const DashboardPermalinkStateSchema = z.object({
  urlParams: z
    .array(z.tuple([z.string().max(1024), z.string().max(65_536)]))
    .max(100)
    .nullable()
    .optional(),
  dataMask: z.record(z.string().max(1024), z.unknown()).nullable().optional(),
  activeTabs: z.array(z.string().max(256)).max(500).nullable().optional(),
  anchor: z.string().max(256).nullable().optional(),
});
export type DashboardPermalinkState = z.infer<typeof DashboardPermalinkStateSchema>;

/** What `GET /api/v1/dashboard/permalink/{key}` answers (Superset's DashboardPermalinkValue). */
export const DashboardPermalinkValueSchema = z.object({
  /** Superset keeps the dashboard reference as a string; Tessera stores the resolved id, so renaming a slug keeps links. */
  dashboardId: z.string(),
  state: DashboardPermalinkStateSchema,
});
export type DashboardPermalinkValue = z.infer<typeof DashboardPermalinkValueSchema>;

export const DashboardPermalinkCreatedSchema = z.object({ key: z.string(), url: z.string() });

/** The SPA path a dashboard permalink opens. */
export const dashboardPermalinkUrl = (key: string): string => `/tessera/dashboard/p/${key}/`;
