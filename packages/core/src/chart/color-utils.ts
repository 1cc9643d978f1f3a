/** A colour as Superset's colour picker saves it in form data: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The colour picker's default (spec 01 §9): rgba(0,122,135,1). */
export const DEFAULT_RGBA: Readonly<Rgba> = Object.freeze({ r: 0, g: 122, b: 135, a: 1 });

/** Above this perceived brightness a background takes black text, otherwise white (spec 02 §9). */
export const CONTRAST_THRESHOLD = 186;
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#FFFFFF';
export type TextColor = typeof DARK_TEXT | typeof LIGHT_TEXT;

const WHITE: Readonly<Rgba> = Object.freeze({ r: 255, g: 255, b: 255, a: 1 });

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const channel = (value: number): number => Math.round(clamp(value, 0, 255));
const alpha = (value: number): number => Math.round(clamp(value, 0, 1) * 100) / 100;

/** Rounds channels to integers and alpha to two decimals, inside their ranges. */
export const normalizeRgba = ({ r, g, b, a }: Rgba): Rgba => ({
  r: channel(r),
  g: channel(g),
  b: channel(b),
  a: alpha(a),
});

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa' (the '#' optional); null when it is none of them. */
export const parseHex = (text: string): Rgba | null => {
  const digits = HEX.exec(text.trim())?.[1];
  if (!digits) return null;
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  const at = (i: number): number => parseInt(full.slice(i, i + 2), 16);
  return { r: at(0), g: at(2), b: at(4), a: full.length === 8 ? alpha(at(6) / 255) : 1 };
};

const NUMBER = '\\s*(-?\\d+(?:\\.\\d+)?|-?\\.\\d+)\\s*';
const RGB = new RegExp(`^rgba?\\(${NUMBER},${NUMBER},${NUMBER}(?:,${NUMBER})?\\)$`, 'i');

/** 'rgb(r, g, b)' or 'rgba(r, g, b, a)'; null when a channel is out of range. */
export const parseRgbString = (text: string): Rgba | null => {
  const match = RGB.exec(text.trim());
  if (!match) return null;
  const [r, g, b] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const a = match[4] === undefined ? 1 : Number(match[4]);
  const inRange = [r, g, b].every((c) => c >= 0 && c <= 255) && a >= 0 && a <= 1;
  return inRange ? { r: channel(r), g: channel(g), b: channel(b), a: alpha(a) } : null;
};

/** A hex or rgb()/rgba() colour string; null for anything else (names, CSS variables). */
export const parseColorString = (text: string): Rgba | null => parseHex(text) ?? parseRgbString(text);

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * A form-data colour (`{r, g, b, a}`, channels possibly saved as strings) or a colour string;
 * missing or invalid channels take the fallback's.
 */
export const readRgba = (value: unknown, fallback: Readonly<Rgba> = DEFAULT_RGBA): Rgba => {
  if (typeof value === 'string') return parseColorString(value) ?? { ...fallback };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...fallback };
  const read = (key: keyof Rgba): number => toNumber(Reflect.get(value, key)) ?? fallback[key];
  return normalizeRgba({ r: read('r'), g: read('g'), b: read('b'), a: read('a') });
};

const hexPart = (n: number): string => channel(n).toString(16).padStart(2, '0');

/** '#rrggbb' (upper case), or '#rrggbbaa' when asked to keep a translucent alpha. */
export const toHex = (color: Rgba, withAlpha = false): string => {
  const base = `#${hexPart(color.r)}${hexPart(color.g)}${hexPart(color.b)}`;
  const suffix = withAlpha && color.a < 1 ? hexPart(alpha(color.a) * 255) : '';
  return `${base}${suffix}`.toUpperCase();
};

/** 'rgba(r, g, b, a)', the CSS form charts draw with. */
export const toRgbaString = (color: Rgba): string => {
  const { r, g, b, a } = normalizeRgba(color);
  return `rgba(${r}, ${g}, ${b}, ${a})`;
};

export const sameRgba = (x: Rgba, y: Rgba): boolean => {
  const [p, q] = [normalizeRgba(x), normalizeRgba(y)];
  return p.r === q.r && p.g === q.g && p.b === q.b && p.a === q.a;
};

/** A translucent colour as it shows over an opaque backdrop. */
export const blendOver = (color: Rgba, backdrop: Rgba = WHITE): Rgba => {
  const mix = (front: number, back: number): number => front * color.a + back * (1 - color.a);
  return { r: mix(color.r, backdrop.r), g: mix(color.g, backdrop.g), b: mix(color.b, backdrop.b), a: 1 };
};

/** Perceived brightness 0–255, the weighting Superset's contrast choice uses. */
export const brightness = ({ r, g, b }: Rgba): number => r * 0.299 + g * 0.587 + b * 0.114;

const toRgba = (color: string | Rgba): Rgba | null => (typeof color === 'string' ? parseColorString(color) : color);

/**
 * Black or white text for a background: black above the brightness threshold 186, white
 * otherwise. A translucent background is first blended over the backdrop (white unless told),
 * since that is the colour the text actually sits on. Undefined for colours it cannot read.
 */
export const contrastingTextColor = (
  background: string | Rgba,
  backdrop: string | Rgba = WHITE,
): TextColor | undefined => {
  const front = toRgba(background);
  if (!front) return undefined;
  const back = toRgba(backdrop) ?? WHITE;
  const seen = front.a < 1 ? blendOver(front, blendOver(back)) : front;
  return brightness(seen) > CONTRAST_THRESHOLD ? DARK_TEXT : LIGHT_TEXT;
};
