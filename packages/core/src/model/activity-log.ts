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
