import { dashboardPermalinkUrl, type DashboardPermalinkState } from '@tessera/core';
import type { Kysely } from 'kysely';
import { signJwt } from '../../auth/jwt.js';
import type { DB } from '../../db/schema.js';
import type { Renderer } from '../../renderer/renderer.js';
import { kvCreate, KV_RESOURCE } from '../shared/key-value-store.js';
import { chartUrl, dashboardUrl } from '../shared/urls.js';
import type { ContentSource, ReportContent } from './report-run-types.js';

/** The renderer's and the data API's pass: the executor's identity only, valid five minutes. */
export const executorToken = (jwtKey: Buffer, userId: number, now: Date = new Date()): string => {
  const iat = Math.floor(now.getTime() / 1000);
  return signJwt(jwtKey, { sub: String(userId), type: 'access', iat, exp: iat + 300 });
};

const escapeHtml = (v: unknown): string => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Superset's TEXT format: the chart's rows as an HTML table in the mail body (and as text for webhooks). */
export const tableOf = (columns: string[], rows: Record<string, unknown>[]): { html: string; text: string } => {
  const head = columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(r[c])}</td>`).join('')}</tr>`).join('');
  const text = [columns.join(' | '), ...rows.map((r) => columns.map((c) => String(r[c] ?? '')).join(' | '))].join('\n');
  return {
    html: `<table border="1" cellpadding="4"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`,
    text,
  };
};

/**
 * The standalone explore page of a chart, as the renderer opens it; with a form data key (a
 * dashboard's filtered form data) explore draws that state of the chart.
 */
export const chartRenderUrl = (baseUrl: string, chartId: number, formDataKey?: string): string =>
  `${baseUrl}${chartUrl(chartId)}${formDataKey === undefined ? '' : `&form_data_key=${encodeURIComponent(formDataKey)}`}&standalone=3`;

/**
 * The dashboard in report mode (`standalone=3`); with saved filter state or tabs it opens through
 * a short-lived permalink holding that state, as Superset's report screenshots do.
 */
export const dashboardRenderUrl = async (
  db: Kysely<DB>,
  baseUrl: string,
  dashboardId: number,
  state: DashboardPermalinkState | undefined,
  userId: number | null,
): Promise<string> => {
  const empty =
    !state ||
    (Object.keys(state.dataMask ?? {}).length === 0 &&
      !state.activeTabs?.length &&
      !state.anchor &&
      !state.urlParams?.length);
  if (empty) return `${baseUrl}${dashboardUrl(dashboardId, null)}?standalone=3`;
  // The permalink page reads its URL parameters from the stored state: report mode goes in there.
  const urlParams: [string, string][] = [
    ...(state.urlParams ?? []).filter(([k]) => k !== 'standalone'),
    ['standalone', '3'],
  ];
  const value = { dashboardId: String(dashboardId), state: { ...state, urlParams } };
  const key = await kvCreate(db, KV_RESOURCE.dashboardPermalink, value, userId, 3600);
  return `${baseUrl}${dashboardPermalinkUrl(key)}?standalone=3`;
};

export interface ContentDeps {
  db: Kysely<DB>;
  baseUrl: string;
  jwtKey: Buffer;
  renderer: Renderer;
  rendererTimeoutMs: number;
  fetchImpl?: typeof fetch;
}

const EXT = { PNG: 'png', PDF: 'pdf', CSV: 'csv', XLSX: 'xlsx' } as const;
const MIME = {
  PNG: 'image/png',
  PDF: 'application/pdf',
  CSV: 'text/csv',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Builds a run's content as the executor: screenshots and PDFs through the headless renderer
 * (report mode, `standalone=3` for dashboards), CSV/XLSX/TEXT from the chart data API, both
 * authenticated by the executor's short-lived token so their permissions and RLS apply.
 */
export const httpContentSource = (deps: ContentDeps): ContentSource => {
  const doFetch = deps.fetchImpl ?? fetch;

  const chartData = async (chartId: number, token: string, format: 'csv' | 'xlsx' | 'json'): Promise<Response> => {
    const type = format === 'json' ? '&type=full' : '';
    const res = await doFetch(`${deps.baseUrl}/api/v1/chart/${chartId}/data/?format=${format}${type}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(deps.rendererTimeoutMs),
    });
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new Error(`The chart data API answered ${res.status}: ${detail.slice(0, 300)}`);
    }
    return res;
  };

  return {
    build: async (s): Promise<ReportContent> => {
      if (s.executorId === null) throw new Error('The report has no owner to run it as');
      const token = executorToken(deps.jwtKey, s.executorId);
      const url = `${deps.baseUrl}${s.chartId !== null ? chartUrl(s.chartId) : dashboardUrl(s.dashboardId ?? 0, null)}`;
      const base = s.name.replace(/[^\w.-]+/g, '_') || 'report';
      if (s.format === 'PNG' || s.format === 'PDF') {
        const page =
          s.chartId !== null
            ? chartRenderUrl(deps.baseUrl, s.chartId)
            : await dashboardRenderUrl(deps.db, deps.baseUrl, s.dashboardId ?? 0, s.extra.dashboard, s.executorId);
        const content = await deps.renderer.render({
          url: page,
          token,
          format: s.format === 'PNG' ? 'png' : 'pdf',
          width: s.customWidth ?? 1600,
          timeoutMs: deps.rendererTimeoutMs,
        });
        return {
          files: [
            { filename: `${base}.${EXT[s.format]}`, content, contentType: MIME[s.format], inline: s.format === 'PNG' },
          ],
          tableHtml: null,
          tableText: null,
          url,
        };
      }
      if (s.chartId === null) throw new Error(`${s.format} reports need a chart`);
      if (s.format === 'CSV' || s.format === 'XLSX') {
        const res = await chartData(s.chartId, token, s.format === 'CSV' ? 'csv' : 'xlsx');
        const content = Buffer.from(await res.arrayBuffer());
        return {
          files: [{ filename: `${base}.${EXT[s.format]}`, content, contentType: MIME[s.format], inline: false }],
          tableHtml: null,
          tableText: null,
          url,
        };
      }
      const json = (await (await chartData(s.chartId, token, 'json')).json()) as {
        result?: { colnames?: string[]; data?: Record<string, unknown>[] }[];
      };
      const first = json.result?.[0];
      const table = tableOf(first?.colnames ?? [], first?.data ?? []);
      return { files: [], tableHtml: table.html, tableText: table.text, url };
    },
  };
};
