import { execFileSync } from 'node:child_process';

export interface PdfWord {
  x: number;
  xEnd: number;
  y: number;
  text: string;
}

export interface PdfPage {
  height: number;
  words: PdfWord[];
}

const WORD = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g;

/** Words of a PDF with their page and box (pdftotext -bbox), in points. */
export const pdfWords = (file: string): PdfPage[] => {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const pages = [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
  return pages.map((p) => ({
    height: Number(p[2]),
    words: [...(p[3] ?? '').matchAll(WORD)].map((w) => ({
      x: Number(w[1]),
      y: Number(w[2]),
      xEnd: Number(w[3]),
      text: w[4] ?? '',
    })),
  }));
};

/** Words of one line set further apart than a space are separate texts (charts side by side). */
const SPACE_PT = 12;
const joined = (a: PdfWord | undefined, b: PdfWord | undefined): boolean =>
  a !== undefined && b !== undefined && a.y === b.y && b.x - a.xEnd < SPACE_PT;

/**
 * Where a (multi-word) title is printed: one hit per occurrence, with its page and top edge. The
 * title must stand alone: 'Flights by origin' is not found in 'Flights by origin and destination'.
 */
export const titleHits = (pages: PdfPage[], title: string): { page: number; y: number; height: number }[] => {
  const wanted = title.split(/\s+/).filter((w) => w !== '');
  return pages.flatMap((p, page) =>
    p.words.flatMap((w, i) => {
      const n = wanted.length;
      const whole =
        wanted.every((text, k) => p.words[i + k]?.text === text) &&
        !joined(p.words[i - 1], w) &&
        !joined(p.words[i + n - 1], p.words[i + n]);
      return whole ? [{ page, y: w.y, height: p.height }] : [];
    }),
  );
};
