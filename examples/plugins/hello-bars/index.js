/**
 * An example Tessera dynamic chart plugin (see packages/web/src/charts/dynamic/README.md): a plain
 * ES module, no build step. Its default export is the plugin; `render` draws one bar per row of the
 * chart's query, sized by the first metric, and returns the cleanup the host calls before drawing
 * again or when the chart goes away.
 */

const SVG = 'http://www.w3.org/2000/svg';

/** A metric of the form data as its column name in the rows: a saved metric's name or an adhoc metric's label. */
const metricLabel = (metric) => (typeof metric === 'string' ? metric : (metric?.label ?? null));

/** @param {Record<string, unknown>} formData */
const firstMetric = (formData) => {
  const metrics = Array.isArray(formData.metrics) ? formData.metrics : [formData.metric];
  return metrics.map(metricLabel).find((label) => typeof label === 'string') ?? null;
};

const element = (doc, name, attributes, text) => {
  const node = doc.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
};

export default {
  key: 'hello_bars',
  name: 'Hello bars',
  /**
   * @param {HTMLElement} container
   * @param {{ formData: Record<string, unknown>, data: Record<string, unknown>[], colnames: string[], width: number, height: number, theme: 'light' | 'dark' }} props
   */
  render(container, { formData, data, colnames, width, height, theme }) {
    const doc = container.ownerDocument;
    const metric = firstMetric(formData) ?? colnames.find((c) => typeof data[0]?.[c] === 'number') ?? null;
    const label = colnames.find((c) => c !== metric) ?? null;
    const values = data.map((row) => Number(row[metric ?? ''] ?? 0));
    const max = Math.max(1, ...values.map((v) => Math.abs(v)));
    const gap = 4;
    const labelWidth = Math.min(160, width / 3);
    const barHeight = Math.max(2, (height - gap * (data.length + 1)) / Math.max(1, data.length));
    const svg = element(doc, 'svg', { width, height, role: 'img', 'data-plugin': 'hello_bars' });
    data.forEach((row, i) => {
      const y = gap + i * (barHeight + gap);
      const w = Math.max(1, ((width - labelWidth - 60) * Math.abs(values[i] ?? 0)) / max);
      const bar = element(doc, 'rect', {
        class: 'hello-bar',
        x: labelWidth,
        y,
        width: w,
        height: barHeight,
        fill: '#1f77b4',
      });
      bar.append(element(doc, 'title', {}, `${String(row[label ?? ''] ?? '')}: ${values[i]}`));
      svg.append(bar);
      const fill = theme === 'dark' ? '#ddd' : '#333';
      const middle = y + barHeight / 2;
      svg.append(
        element(
          doc,
          'text',
          { x: labelWidth - 6, y: middle, 'text-anchor': 'end', 'dominant-baseline': 'middle', 'font-size': 12, fill },
          String(row[label ?? ''] ?? ''),
        ),
      );
      svg.append(
        element(
          doc,
          'text',
          { x: labelWidth + w + 4, y: middle, 'dominant-baseline': 'middle', 'font-size': 12, fill },
          String(values[i]),
        ),
      );
    });
    container.append(svg);
    return () => svg.remove();
  },
};
