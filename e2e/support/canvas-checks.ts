import type { Page } from 'playwright-core';

/** Share of the first chart canvas that is painted: a blank or broken chart paints (almost) nothing. */
export const paintedShare = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="echarts-view"] canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4 * 7) if ((data[i] ?? 0) > 0) painted += 1;
    return painted / (data.length / (4 * 7));
  });

/** Luminance (0–255) of the page background, to tell the themes apart. */
export const backgroundLuminance = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return r * 0.299 + g * 0.587 + b * 0.114;
  });
