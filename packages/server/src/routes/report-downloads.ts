import type { AddressInfo } from 'node:net';
import {
  ChartDownloadRequestSchema,
  DashboardDownloadRequestSchema,
  IdParamSchema,
  attachmentDisposition,
  downloadFileName,
} from '@tessera/core';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, unauthorized } from '../http/http-error.js';
import type { RouteModule } from './route-module.js';
import type { Renderer } from '../renderer/renderer.js';
import { loadVisibleChart } from '../services/chart/chart-access.js';
import { loadVisibleDashboardId } from '../services/dashboard/dashboard-service.js';
import { chartRenderUrl, dashboardRenderUrl, executorToken } from '../services/report/report-content.js';
import { rendererFor } from '../services/report/report-runtime.js';

const tags = ['Report Schedules'];
const MIME = { pdf: 'application/pdf', png: 'image/png' } as const;

/**
 * 'Export to PDF' / 'Download as image' from the dashboard and chart menus: the report renderer
 * opens the page as the caller (their short-lived token, so their permissions and RLS) through
 * this server's own loopback address and answers the file.
 */
export const reportDownloadRoutes: RouteModule = (app, ctx) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.meta.db;
  let renderer: Renderer | null = null;
  const render = async (path: string, userId: number, format: 'pdf' | 'png'): Promise<Buffer> => {
    renderer ??= rendererFor(ctx);
    const { port } = app.server.address() as AddressInfo;
    try {
      return await renderer.render({
        url: `http://127.0.0.1:${port}${path}`,
        token: executorToken(ctx.keys.jwt, userId),
        format,
        width: 1600,
        timeoutMs: ctx.config.reports.rendererTimeoutMs,
      });
    } catch (err) {
      throw new HttpError(503, err instanceof Error ? err.message : String(err), 'RENDERER_ERROR');
    }
  };
  const send = (reply: FastifyReply, name: string, format: 'pdf' | 'png', body: Buffer) =>
    reply
      .header('content-type', MIME[format])
      .header('content-disposition', attachmentDisposition(downloadFileName(name, format, new Date())))
      .send(body);

  r.post(
    '/api/v1/dashboard/:pk/download/',
    {
      config: { permission: ['can_read', 'Dashboard'] },
      schema: { tags, params: IdParamSchema, body: DashboardDownloadRequestSchema },
    },
    async (req, reply) => {
      const user = req.auth.user;
      if (!user) throw unauthorized();
      const id = await loadVisibleDashboardId(db, req.caller, String(req.params.pk));
      const row = await db
        .selectFrom('dashboards')
        .select('dashboard_title')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // The path only: the renderer reaches this server through its loopback address.
      const path = await dashboardRenderUrl(db, '', id, req.body.state, user.id);
      return send(reply, row.dashboard_title, req.body.format, await render(path, user.id, req.body.format));
    },
  );

  r.post(
    '/api/v1/chart/:pk/download/',
    {
      config: { permission: ['can_read', 'Chart'] },
      schema: { tags, params: IdParamSchema, body: ChartDownloadRequestSchema },
    },
    async (req, reply) => {
      const user = req.auth.user;
      if (!user) throw unauthorized();
      const chart = await loadVisibleChart(db, req.caller, req.params.pk);
      return send(
        reply,
        chart.slice_name,
        'png',
        await render(chartRenderUrl('', chart.id, req.body.form_data_key), user.id, 'png'),
      );
    },
  );
};
