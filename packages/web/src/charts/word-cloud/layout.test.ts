import { describe, expect, it } from 'vitest';
import { layoutCloud, placeWords, ROTATIONS, seededRandom, type CloudWord, type PlacedWord } from './layout';

const measure = (text: string, size: number) => ({ width: text.length * size * 0.6, height: size });
const word = (text: string, size: number, rotate = 0): CloudWord => ({ text, size, color: '#000', rotate });

/** The word's axis-aligned box (rotations of 0 or 90 only in these tests). */
const boxOf = (w: PlacedWord) => {
  const { width, height } = measure(w.text, w.size);
  const [x, y] = w.rotate === 0 ? [width / 2, height / 2] : [height / 2, width / 2];
  return { left: w.x - x, right: w.x + x, top: w.y - y, bottom: w.y + y };
};

describe('word cloud layout', () => {
  it('puts the largest word in the centre and no two words on each other, all inside the area', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'].map((text, i) =>
      word(text, 40 - i * 4, i % 2 === 0 ? 0 : 90),
    );
    const placed = placeWords(words, { width: 400, height: 300 }, measure);
    expect(placed).toHaveLength(8);
    expect(placed[0]).toMatchObject({ text: 'alpha', x: 0, y: 0 });
    const boxes = placed.map(boxOf);
    boxes.forEach((a, i) => {
      expect(a.left).toBeGreaterThanOrEqual(-200);
      expect(a.right).toBeLessThanOrEqual(200);
      expect(a.top).toBeGreaterThanOrEqual(-150);
      expect(a.bottom).toBeLessThanOrEqual(150);
      boxes.slice(i + 1).forEach((b) => {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart).toBe(true);
      });
    });
  });

  it('leaves out what fits nowhere, and lays out a larger area (drawn smaller) until the top words fit', () => {
    const words = Array.from({ length: 30 }, (_, i) => word(`word${i}`, 60));
    expect(placeWords(words, { width: 300, height: 200 }, measure).length).toBeLessThan(30);
    const cloud = layoutCloud(words, { width: 300, height: 200 }, measure);
    expect(cloud.scale).toBeGreaterThan(1);
    expect(cloud.scale).toBeLessThanOrEqual(3);
    const small = layoutCloud([word('one', 20)], { width: 300, height: 200 }, measure);
    expect(small).toEqual({ words: [{ ...word('one', 20), x: 0, y: 0 }], scale: 1 });
  });

  it("Superset's rotations from a seeded source: the same turns every time", () => {
    const turns = (rotation: keyof typeof ROTATIONS) => {
      const random = seededRandom(7);
      return Array.from({ length: 40 }, () => ROTATIONS[rotation](random));
    };
    expect(new Set(turns('flat'))).toEqual(new Set([0]));
    expect(new Set(turns('square'))).toEqual(new Set([0, 90]));
    expect([...new Set(turns('random'))].every((r) => [-90, -60, -30, 0, 30, 60].includes(r))).toBe(true);
    expect(turns('random')).toEqual(turns('random'));
  });
});
