import { z } from 'zod';

/** Superset's default actions for recent activity: explore views of a chart and dashboard views. */
export const RECENT_ACTIVITY_ACTIONS = ['explore', 'dashboard'] as const;
export type RecentActivityAction = (typeof RECENT_ACTIVITY_ACTIONS)[number];

/** Superset's RecentActivitySchema query (`GET /api/v1/log/recent_activity/?q=`). */
export const RecentActivityQuerySchema = z.object({
  actions: z.array(z.string().min(1).max(100)).max(20).optional(),
  distinct: z.boolean().default(true),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(1).max(100).default(5),
});
export type RecentActivityQuery = z.infer<typeof RecentActivityQuerySchema>;

/** One recently viewed chart or dashboard, as Superset's LogDAO.get_recent_activity answers it. */
export const RecentActivityItemSchema = z.object({
  action: z.string(),
  item_title: z.string(),
  item_type: z.enum(['slice', 'dashboard']),
  item_url: z.string(),
  /** Epoch milliseconds of the latest view. */
  time: z.number(),
  time_delta_humanized: z.string(),
});
export type RecentActivityItem = z.infer<typeof RecentActivityItemSchema>;

export const RecentActivityResponseSchema = z.object({ result: z.array(RecentActivityItemSchema) });
export type RecentActivityResponse = z.infer<typeof RecentActivityResponseSchema>;

/** `GET /api/v1/log/?q=(page:0,page_size:25)`: Superset's action log, newest first (Admin only). */
export const ActionLogQuerySchema = z.object({
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(1).max(100).default(25),
  /** Only this user's actions. */
  user_id: z.number().int().positive().optional(),
  /** Actions whose name contains this text, case-insensitively (e.g. `dashboard`, `DELETE`). */
  action: z.string().min(1).max(200).optional(),
  /** Actions at or after this instant (ISO 8601 with an offset). */
  since: z.iso.datetime({ offset: true }).optional(),
  /** Actions before this instant (ISO 8601 with an offset). */
  until: z.iso.datetime({ offset: true }).optional(),
});
export type ActionLogQuery = z.infer<typeof ActionLogQuerySchema>;

/** One row of the action log (Superset's LogRestApi list columns). */
export const ActionLogItemSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  dttm: z.string(),
  user_id: z.number().int().nullable(),
  user: z.object({ username: z.string() }).nullable(),
  json: z.string().nullable(),
  dashboard_id: z.number().int().nullable(),
  slice_id: z.number().int().nullable(),
  duration_ms: z.number().nullable(),
  referrer: z.string().nullable(),
});
export type ActionLogItem = z.infer<typeof ActionLogItemSchema>;

export const ActionLogListSchema = z.object({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(ActionLogItemSchema),
});
export const ActionLogOneSchema = z.object({ id: z.number().int(), result: ActionLogItemSchema });
