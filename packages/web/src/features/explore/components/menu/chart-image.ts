import { downloadFileName } from '@tessera/core';
import { t } from '../../../../i18n/current-locale';

/** Spec: 'Download as image' — the chart's canvases, or its DOM drawn onto a canvas. */

const pixelRatio = (): number => Math.max(1, window.devicePixelRatio || 1);

const blankCanvas = (width: number, height: number, background: string) => {
  const canvas = document.createElement('canvas');
  const ratio = pixelRatio();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error(t('The chart could not be drawn as an image'));
  ctx.scale(ratio, ratio);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  return { canvas, ctx };
};

/** Copies every computed style onto the clone, so the SVG snapshot looks like the page. */
const inlineStyles = (source: Element, target: Element): void => {
  if (source instanceof HTMLElement && target instanceof HTMLElement) {
    const computed = window.getComputedStyle(source);
    target.style.cssText = Array.from(computed)
      .map((name) => `${name}:${computed.getPropertyValue(name)}`)
      .join(';');
  }
  Array.from(source.children).forEach((child, i) => {
    const twin = target.children[i];
    if (twin) inlineStyles(child, twin);
  });
};

const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(t('The chart could not be drawn as an image')));
    image.src = src;
  });

const domSnapshot = async (root: HTMLElement, width: number, height: number): Promise<HTMLImageElement> => {
  const clone = root.cloneNode(true) as HTMLElement;
  inlineStyles(root, clone);
  clone.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
  const html = new XMLSerializer().serializeToString(clone);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject width="100%" height="100%">${html}</foreignObject></svg>`;
  return loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
};

/** A PNG data URL of the chart: ECharts canvases as drawn, other charts through an SVG snapshot. */
export const chartImageDataUrl = async (root: HTMLElement, background: string): Promise<string> => {
  const box = root.getBoundingClientRect();
  const { canvas, ctx } = blankCanvas(box.width, box.height, background);
  const canvases = Array.from(root.querySelectorAll('canvas'));
  if (canvases.length > 0) {
    for (const source of canvases) {
      const rect = source.getBoundingClientRect();
      ctx.drawImage(source, rect.left - box.left, rect.top - box.top, rect.width, rect.height);
    }
  } else {
    ctx.drawImage(await domSnapshot(root, box.width, box.height), 0, 0, box.width, box.height);
  }
  return canvas.toDataURL('image/png');
};

/**
 * What a download is named after, as Superset names exports after the slice: the chart's name, or
 * for a chart not saved yet its dataset's.
 */
export const downloadBase = (sliceName: string | null, datasetName: string | null): string | null =>
  sliceName !== null && sliceName.trim() !== '' ? sliceName : datasetName;

/** The image's file name: 'Flights by origin 20240506_070809.png' (core's downloadFileName). */
export const imageFileName = (name: string | null, now: Date = new Date()): string =>
  downloadFileName(name, 'png', now);
