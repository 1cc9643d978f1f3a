import { parseColorString, toHex, type Rgba } from './color-utils.js';

/**
 * A sequential (or diverging) colour scheme: stops spread evenly from the low end to the high
 * end of a value range, saved by id in `linear_color_scheme`.
 */
export interface SequentialScheme {
  id: string;
  label: string;
  colors: readonly string[];
  /** Light in the middle, for values either side of a midpoint. */
  isDiverging?: boolean;
}

export const SEQUENTIAL_SCHEMES: readonly SequentialScheme[] = [
  {
    id: 'superset_seq_1',
    label: 'Superset Sequential #1',
    colors: ['#E6F6F9', '#B4E2EE', '#7FCBE0', '#4BB4D2', '#1FA8C9', '#17829C', '#0F5C6F'],
  },
  {
    id: 'superset_seq_2',
    label: 'Superset Sequential #2',
    colors: ['#FFF1EA', '#FFD2BC', '#FFB08E', '#FF7F44', '#D9602A', '#A64318', '#73290A'],
  },
  { id: 'blue_white_yellow', label: 'Blue, White, Yellow', colors: ['#00D1C1', '#FFFFFF', '#FFB400'] },
  { id: 'fire', label: 'Fire', colors: ['#FFFFFF', '#FFFF00', '#FF0000', '#000000'] },
  { id: 'white_black', label: 'White to Black', colors: ['#FFFFFF', '#000000'] },
  { id: 'black_white', label: 'Black to White', colors: ['#000000', '#FFFFFF'] },
  { id: 'dark_blue', label: 'Dark Blue', colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'] },
  { id: 'pink_grey', label: 'Pink to Grey', colors: ['#F4A6B8', '#DDB3BD', '#C9BFC2', '#B0B0B0', '#8A8A8A'] },
  { id: 'greens', label: 'Greens', colors: ['#F7FCF5', '#C7E9C0', '#74C476', '#238B45', '#00441B'] },
  { id: 'purples', label: 'Purples', colors: ['#FCFBFD', '#DADAEB', '#9E9AC8', '#6A51A3', '#3F007D'] },
  { id: 'oranges', label: 'Oranges', colors: ['#FFF5EB', '#FDD0A2', '#FD8D3C', '#D94801', '#7F2704'] },
  { id: 'blues', label: 'Blues', colors: ['#F7FBFF', '#C6DBEF', '#6BAED6', '#2171B5', '#08306B'] },
  { id: 'reds', label: 'Reds', colors: ['#FFF5F0', '#FCBBA1', '#FB6A4A', '#CB181D', '#67000D'] },
  { id: 'greys', label: 'Greys', colors: ['#FFFFFF', '#D9D9D9', '#969696', '#525252', '#000000'] },
  { id: 'purple_blue', label: 'Purple to Blue', colors: ['#F1EEF6', '#BDC9E1', '#74A9CF', '#2B8CBE', '#045A8D'] },
  {
    id: 'red_yellow_blue',
    label: 'Red, Yellow, Blue',
    isDiverging: true,
    colors: ['#D73027', '#FC8D59', '#FEE090', '#FFFFBF', '#E0F3F8', '#91BFDB', '#4575B4'],
  },
  {
    id: 'brown_white_green',
    label: 'Brown, White, Green',
    isDiverging: true,
    colors: ['#8C510A', '#D8B365', '#F6E8C3', '#F5F5F5', '#C7EAE5', '#5AB4AC', '#01665E'],
  },
  {
    id: 'red_blue',
    label: 'Red to Blue',
    isDiverging: true,
    colors: ['#B2182B', '#EF8A62', '#FDDBC7', '#F7F7F7', '#D1E5F0', '#67A9CF', '#2166AC'],
  },
];

export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

/** An unknown scheme id falls back to the default scheme, as categorical ones do. */
export const getSequentialScheme = (id?: string | null): SequentialScheme => {
  const found = SEQUENTIAL_SCHEMES.find((s) => s.id === id);
  return found ?? (SEQUENTIAL_SCHEMES.find((s) => s.id === DEFAULT_SEQUENTIAL_SCHEME) as SequentialScheme);
};

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** The colour at position t (0–1, clamped) of evenly spaced stops, mixed linearly in RGB. */
export const interpolateColors = (colors: readonly string[], t: number): string => {
  const stops = colors.map((c) => parseColorString(c) ?? BLACK);
  if (stops.length === 0) return toHex(BLACK);
  if (stops.length === 1) return toHex(stops[0] as Rgba);
  const position = (Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0) * (stops.length - 1);
  const index = Math.min(Math.floor(position), stops.length - 2);
  const low = stops[index] as Rgba;
  const high = stops[index + 1] as Rgba;
  const f = position - index;
  const mix = (a: number, b: number): number => a + (b - a) * f;
  return toHex({ r: mix(low.r, high.r), g: mix(low.g, high.g), b: mix(low.b, high.b), a: 1 });
};

export interface SequentialScaleOptions {
  scheme?: string | null;
  /** The values the scheme's ends stand for: [low, high]. */
  domain: readonly [number, number];
}

export type SequentialScale = (value: number) => string;

/**
 * A value → colour function over a domain: values outside it take the end colours, and a
 * one-value domain takes the middle colour, so no value is left without one.
 */
export const createSequentialScale = ({ scheme, domain }: SequentialScaleOptions): SequentialScale => {
  const { colors } = getSequentialScheme(scheme);
  const [low, high] = domain;
  return (value) => {
    if (high === low) return interpolateColors(colors, 0.5);
    return interpolateColors(colors, (value - low) / (high - low));
  };
};

/** `count` colours evenly spread over a scheme, ends included (legends, swatch strips). */
export const sequentialColors = (scheme: string | null | undefined, count: number): string[] => {
  const { colors } = getSequentialScheme(scheme);
  if (count <= 1) return count === 1 ? [interpolateColors(colors, 0)] : [];
  return Array.from({ length: count }, (_, i) => interpolateColors(colors, i / (count - 1)));
};
