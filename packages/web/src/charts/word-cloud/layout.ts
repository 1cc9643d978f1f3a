/**
 * The word cloud's own layout (Superset draws with d3-cloud; no such package works with ECharts 6
 * here): words largest first, each on an Archimedean spiral out from the centre until its box
 * overlaps no placed word's box. Pure: the text measure and the random source are passed in.
 */

export interface CloudWord {
  text: string;
  size: number;
  color: string;
  /** Rotation in degrees, as Superset's ROTATION gives it. */
  rotate: number;
}

export interface PlacedWord extends CloudWord {
  /** The word's centre, from the area's centre. */
  x: number;
  y: number;
}

export type MeasureText = (text: string, size: number) => { width: number; height: number };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** d3-cloud's default padding around each word. */
const PADDING = 5;
const SPIRAL_STEP = 0.1;

/** The axis-aligned box of a rotated text box centred on (x, y). */
const boxAt = (x: number, y: number, width: number, height: number, rotate: number): Box => {
  const radians = (rotate * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const halfWidth = (width * cos + height * sin) / 2 + PADDING / 2;
  const halfHeight = (width * sin + height * cos) / 2 + PADDING / 2;
  return { left: x - halfWidth, top: y - halfHeight, right: x + halfWidth, bottom: y + halfHeight };
};

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Places what fits in a width × height area; words that fit nowhere are left out, as d3-cloud does. */
export const placeWords = (
  words: readonly CloudWord[],
  area: { width: number; height: number },
  measure: MeasureText,
): PlacedWord[] => {
  const placed: PlacedWord[] = [];
  const boxes: Box[] = [];
  const [halfWidth, halfHeight] = [area.width / 2, area.height / 2];
  // The spiral is stretched to the area's shape, as d3-cloud's is.
  const ratio = area.width / Math.max(area.height, 1);
  const maxRadius = Math.hypot(halfWidth, halfHeight);
  for (const word of [...words].sort((a, b) => b.size - a.size)) {
    const { width, height } = measure(word.text, word.size);
    for (let t = 0; ; t += SPIRAL_STEP) {
      const radius = t * 1.5;
      if (radius > maxRadius) break;
      const x = ratio * radius * Math.cos(t);
      const y = radius * Math.sin(t);
      const box = boxAt(x, y, width, height, word.rotate);
      const inside =
        box.left >= -halfWidth && box.right <= halfWidth && box.top >= -halfHeight && box.bottom <= halfHeight;
      if (inside && !boxes.some((other) => overlaps(box, other))) {
        boxes.push(box);
        placed.push({ ...word, x, y });
        break;
      }
    }
  }
  return placed;
};

/** Superset's retry: a larger area (then drawn shrunk to fit) until the top words all fit, at most 3 times the size. */
const SCALE_STEP = 0.5;
const MAX_SCALE = 3;
const TOP_SHARE = 0.1;

export interface CloudLayout {
  words: PlacedWord[];
  /** How much larger than the chart the laid-out area is; the drawing shrinks by it. */
  scale: number;
}

export const layoutCloud = (
  words: readonly CloudWord[],
  area: { width: number; height: number },
  measure: MeasureText,
): CloudLayout => {
  const top = [...words].sort((a, b) => b.size - a.size).slice(0, Math.max(words.length * TOP_SHARE, 10));
  for (let scale = 1; ; scale += SCALE_STEP) {
    const placed = placeWords(words, { width: area.width * scale, height: area.height * scale }, measure);
    const texts = new Set(placed.map((w) => w.text));
    if (top.every((w) => texts.has(w.text)) || scale >= MAX_SCALE) return { words: placed, scale };
  }
};

/**
 * Superset's ROTATION, drawn from a seeded source so the same data lays out the same way each time:
 * flat words, random steps of 30° between -90° and 60°, or square (0° or 90°).
 */
export const ROTATIONS = {
  flat: () => 0,
  random: (random: () => number) => Math.floor(random() * 6 - 3) * 30,
  square: (random: () => number) => Math.floor(random() * 2) * 90,
} as const;
export type Rotation = keyof typeof ROTATIONS;

/** A small seeded random source (mulberry32). */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
};
