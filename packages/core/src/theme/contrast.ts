import { parseColorString, type Rgba } from '../chart/color-utils.js';

/** sRGB channel (0–255) to linear light, as WCAG 2's relative luminance defines it. */
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const rgbaOf = (color: string | Rgba): Rgba => {
  if (typeof color !== 'string') return color;
  const parsed = parseColorString(color);
  if (parsed === null) throw new Error(`Not a hex or rgb() colour: '${color}'`);
  return parsed;
};

/** WCAG 2 relative luminance (0 black … 1 white) of an opaque colour; alpha is ignored. */
export const relativeLuminance = (color: string | Rgba): number => {
  const { r, g, b } = rgbaOf(color);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/**
 * WCAG 2 contrast ratio of two colours, 1 to 21, the same whichever comes first. AA asks 4.5 for
 * text and 3 for graphical objects such as chart marks.
 */
export const contrastRatio = (a: string | Rgba, b: string | Rgba): number => {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

export const WCAG_AA_TEXT = 4.5;
export const WCAG_AA_GRAPHICS = 3;
