/** ECharts tooltips are HTML: every data-derived text goes through here. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A title line and rows of cells, escaped. */
export const tooltipHtml = (title: string, rows: string[][]): string =>
  [
    `<b>${escapeHtml(title)}</b>`,
    ...rows.map((cells) => cells.map((c, i) => (i === 0 ? escapeHtml(c) : `<b>${escapeHtml(c)}</b>`)).join(' ')),
  ].join('<br/>');
