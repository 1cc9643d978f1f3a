import { createColorScale, getSequentialScheme, parseColorString, readRgba, type Rgba } from '@tessera/core';

/** A colour as deck.gl takes it: r, g, b, alpha in 0..255. */
export type DeckColor = [number, number, number, number];

/** A `color_picker`-style value ({r, g, b, a} with a in 0..1) as a deck colour. */
export const deckColor = (value: unknown, fallback?: Rgba): DeckColor => {
  const { r, g, b, a } = readRgba(value, fallback);
  return [r, g, b, Math.round(a * 255)];
};

/** A CSS colour (a scheme's '#rrggbb') as a deck colour; black when unreadable. */
export const cssToDeck = (css: string, alpha = 255): DeckColor => {
  const c = parseColorString(css);
  return c === null ? [0, 0, 0, alpha] : [c.r, c.g, c.b, alpha];
};

/** Superset's `dimension` colouring: each category takes the categorical scheme's next colour. */
export const categoryColors = (scheme: unknown, theme: 'light' | 'dark'): ((label: string) => DeckColor) => {
  const scale = createColorScale({ scheme: typeof scheme === 'string' ? scheme : null, theme });
  return (label) => cssToDeck(scale(label));
};

/** A sequential scheme as the colour range of an aggregation layer (low to high), `count` steps. */
export const sequentialRange = (scheme: unknown, count = 6): DeckColor[] => {
  const { colors } = getSequentialScheme(typeof scheme === 'string' ? scheme : null);
  if (colors.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const at = (i / Math.max(count - 1, 1)) * (colors.length - 1);
    return cssToDeck(colors[Math.round(at)] ?? colors[0] ?? '#000000');
  });
};
