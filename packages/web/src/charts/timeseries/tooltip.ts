import type { XValue } from './series-data';

/** The parts of an ECharts tooltip parameter the formatter reads. */
export interface TooltipParam {
  seriesName?: string;
  value: unknown;
  color?: unknown;
}

export interface TooltipContext {
  formatX: (x: XValue) => string;
  formatY: (y: number | null) => string;
  /** A series' own value format where series differ (the mixed chart's two axes); else formatY. */
  formatYOf?: (seriesName: string) => ((y: number | null) => string) | undefined;
  /** Largest value first (otherwise series order). */
  sortByValue: boolean;
  /** Adds a total row when several series show. */
  showTotal: boolean;
  /** Horizontal bars store points as [y, x]. */
  horizontal: boolean;
  totalLabel: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Series names come from data, and the tooltip is HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const pointOf = (param: TooltipParam, horizontal: boolean): { x: XValue | null; y: number | null } => {
  const pair: unknown[] = Array.isArray(param.value) ? param.value : [null, param.value];
  const x = pair[horizontal ? 1 : 0];
  const y = pair[horizontal ? 0 : 1];
  return {
    x: typeof x === 'number' || typeof x === 'string' ? x : null,
    y: typeof y === 'number' && Number.isFinite(y) ? y : null,
  };
};

const marker = (color: unknown): string =>
  `<span style="display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px;background:${
    typeof color === 'string' ? escapeHtml(color) : 'currentColor'
  }"></span>`;

const row = (left: string, right: string, bold = false): string =>
  `<tr${bold ? ' style="font-weight:600"' : ''}><td style="padding:1px 12px 1px 0">${left}</td>` +
  `<td style="padding:1px 0;text-align:right">${right}</td></tr>`;

/** The axis tooltip: the x value as heading, one row per series, then the total. */
export const formatAxisTooltip = (params: TooltipParam | TooltipParam[], ctx: TooltipContext): string => {
  const list = Array.isArray(params) ? params : [params];
  const items = list.map((p) => ({ name: p.seriesName ?? '', color: p.color, ...pointOf(p, ctx.horizontal) }));
  const x = items.find((i) => i.x !== null)?.x ?? null;
  const ordered = ctx.sortByValue
    ? [...items].sort((a, b) => (b.y ?? Number.NEGATIVE_INFINITY) - (a.y ?? Number.NEGATIVE_INFINITY))
    : items;
  const formatOf = (name: string) => ctx.formatYOf?.(name) ?? ctx.formatY;
  const rows = ordered.map((i) => row(`${marker(i.color)}${escapeHtml(i.name)}`, escapeHtml(formatOf(i.name)(i.y))));
  const values = items.map((i) => i.y).filter((y): y is number => y !== null);
  if (ctx.showTotal && items.length > 1) {
    const total = values.reduce((a, b) => a + b, 0);
    rows.push(row(escapeHtml(ctx.totalLabel), escapeHtml(ctx.formatY(total)), true));
  }
  const heading =
    x === null ? '' : `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(ctx.formatX(x))}</div>`;
  return `${heading}<table>${rows.join('')}</table>`;
};
