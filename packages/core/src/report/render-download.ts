import { z } from 'zod';
import { DashboardPermalinkStateSchema } from '../model/dashboard-permalink.js';

/**
 * `POST /api/v1/dashboard/{pk}/download/`: 'Export to PDF' / 'Download as image' of the dashboard
 * menu, rendered server-side by the report renderer; `state` is the page's filter state and open
 * tabs (PDF prints every tab as a section whatever is open).
 */
export const DashboardDownloadRequestSchema = z.object({
  format: z.enum(['pdf', 'png']),
  state: DashboardPermalinkStateSchema.optional(),
});
export type DashboardDownloadRequest = z.infer<typeof DashboardDownloadRequestSchema>;

/**
 * `POST /api/v1/chart/{pk}/download/`: the chart menu's 'Download as image'. On a dashboard the
 * chart carries the dashboard's filters, so the page stores that form data first (explore's
 * `form_data_key`, 22 base64url characters) and the renderer opens the chart with it.
 */
export const ChartDownloadRequestSchema = z.object({
  format: z.enum(['png']),
  form_data_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/, 'Not a form data key')
    .optional(),
});
export type ChartDownloadRequest = z.infer<typeof ChartDownloadRequestSchema>;
